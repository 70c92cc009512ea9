import { describe, it } from 'vitest';
import { buildActor, buildRecipientCivil, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { INVALID_FORM } from '../shared/errors';
import type { Actor } from '../users/actor';
import type { RecipientEvent } from './events';
import { createRecipient, updateRecipient, type NewRecipientInput, type RecipientContext } from './decide';
import { RECIPIENT_MESSAGES as M } from './rules';
import { evolveRecipient, initialRecipientState, type RecipientState } from './state';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const TODAY = '2026-11-22';
const ctx = (actor: Actor = buildActor('admin')): RecipientContext => ({ actor, today: TODAY, references: referenceFacts() });
const UNKNOWN_CHOICE = 'Valeur absente de la liste de référence';
const volunteer = buildActor('volunteer');
const deleted: RecipientEvent = { type: 'RecipientDeleted', data: {} };

describe('createRecipient', () => {
  const create =
    (recipient: NewRecipientInput, actor: Actor = volunteer) =>
    (state: RecipientState) =>
      createRecipient({ recipient, fileNumber: 42 }, state, ctx(actor));
  const { first_meeting: _meeting, actif: _actif, ...form } = buildRecipientCivil();

  it('files the recipient with the defaults of a new file: whole children counts, active, met today', () => {
    given(recipients)
      .when(create({ ...form, name: '  Benali ', surname: ' Karim', children: '2' as never, children_charge: '1.7' as never }))
      .then([
        {
          type: 'RecipientCreated',
          data: { recipient: { ...form, children: 2, children_charge: 1, actif: true, first_meeting: TODAY }, file_number: 42 },
        },
      ]);
  });

  it("refuses a file without antenna: the form always names it, the server does not pick the filer's", () => {
    const { antenna_id: _antenna, ...withoutAntenna } = form;
    given(recipients)
      .when(create(withoutAntenna))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { antenna_id: "L'antenne d'accueil est requise" });
    given(recipients)
      .when(create(withoutAntenna, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { antenna_id: "L'antenne d'accueil est requise" });
  });

  it('refuses reference-list entries that are unknown, of another list or deleted, naming each field', () => {
    given(recipients)
      .when(
        create({
          ...form,
          birth_place: { city: 'Oran', country: 'inconnu' },
          nationality: 'pays-france',
          nationality_status: 'fam-celibataire',
          family_status: 'fam-supprimee',
        }),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        'birth_place.country': UNKNOWN_CHOICE,
        nationality: UNKNOWN_CHOICE,
        nationality_status: UNKNOWN_CHOICE,
        family_status: UNKNOWN_CHOICE,
      });
  });

  it('gives the form errors and the unknown references together', () => {
    given(recipients)
      .when(create({ ...form, name: ' ', nationality: 'nat-inconnue', user_ref: 'u-fantome' }, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        name: 'Le nom est requis',
        nationality: UNKNOWN_CHOICE,
        user_ref: 'Référent inconnu',
      });
  });

  it('counts children typed as nonsense or below zero as none, and keeps the first meeting and activity given', () => {
    given(recipients)
      .when(create({ ...form, children: 'deux' as never, children_charge: -3, actif: false, first_meeting: '2026-10-01' }))
      .then([
        {
          type: 'RecipientCreated',
          data: { recipient: { ...form, children: 0, children_charge: 0, actif: false, first_meeting: '2026-10-01' }, file_number: 42 },
        },
      ]);
  });

  it('refuses an empty form, naming every required field', () => {
    given(recipients)
      .when(create({ antenna_id: null as never }, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        antenna_id: "L'antenne d'accueil est requise",
        surname: 'Le prénom est requis',
        name: 'Le nom est requis',
        birth_date: 'La date de naissance est requise',
        'birth_place.city': 'La ville de naissance est requise',
        'birth_place.country': 'Le pays de naissance est requis',
        nationality: 'La nationalitée est requis',
        nationality_status: 'Le statut est requis',
        family_status: 'La situation familiale est requise',
      });
  });

  it('refuses blank names, an unknown civility and impossible dates', () => {
    given(recipients)
      .when(
        create({
          ...form,
          name: '   ',
          surname: ' ',
          civility: 'Mlle' as never,
          birth_date: '1988-02-30',
          france_entry: '12/04/2010',
          validity_end_date: '2027-13-01',
          first_meeting: '2026-11-31',
        }),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        surname: 'Le prénom est requis',
        name: 'Le nom est requis',
        civility: 'Civilité invalide',
        birth_date: 'Date invalide',
        validity_end_date: 'Date invalide',
        france_entry: 'Date invalide',
        first_meeting: 'Date invalide',
      });
  });

  it('refuses an antenna that does not exist', () => {
    given(recipients)
      .when(create({ ...form, antenna_id: 'ant-inconnue' }, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { antenna_id: 'Antenne inconnue' });
  });

  it('refuses the head office as the antenna of a file: it holds none', () => {
    given(recipients)
      .when(create({ ...form, antenna_id: 'siege' }, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { antenna_id: 'Antenne inconnue' });
  });

  it('refuses a referent who is no user', () => {
    given(recipients)
      .when(create({ ...form, user_ref: 'u-fantome' }, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { user_ref: 'Référent inconnu' });
    given(recipients)
      .when(create({ ...form, user_ref: 'u-fantome' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { user_ref: 'Référent inconnu' });
  });

  it('refuses a volunteer or an antenna administrator a referent outside the antenna of the file', () => {
    given(recipients)
      .when(create({ ...form, user_ref: 'u-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        user_ref: "Le référent doit être un accueillant de l'antenne du dossier",
      });
    given(recipients)
      .when(create({ ...form, user_ref: 'u-siege' }, buildActor('antenna_admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { user_ref: M.referentOtherAntenna });
  });

  it('lets a volunteer pick a referent of the antenna, and management a referent of any antenna', () => {
    given(recipients)
      .when(create({ ...form, user_ref: 'u-nord' }))
      .then([
        {
          type: 'RecipientCreated',
          data: { recipient: { ...form, user_ref: 'u-nord', actif: true, first_meeting: TODAY }, file_number: 42 },
        },
      ]);
    given(recipients)
      .when(create({ ...form, user_ref: 'u-sud' }, buildActor('management')))
      .then([
        {
          type: 'RecipientCreated',
          data: { recipient: { ...form, user_ref: 'u-sud', actif: true, first_meeting: TODAY }, file_number: 42 },
        },
      ]);
  });

  it('refuses a volunteer or an antenna administrator filing in another antenna', () => {
    given(recipients)
      .when(create({ ...form, antenna_id: 'ant-sud' }))
      .thenRefuses('FORBIDDEN', 'Vous ne pouvez choisir que votre antenne');
    given(recipients)
      .when(create({ ...form, antenna_id: 'ant-sud' }, buildActor('antenna_admin')))
      .thenRefuses('FORBIDDEN', 'Vous ne pouvez choisir que votre antenne');
  });

  it('lets management and above file in any antenna', () => {
    for (const habilitation of ['management', 'siege', 'admin', 'super'] as const) {
      given(recipients)
        .when(create({ ...form, antenna_id: 'ant-sud' }, buildActor(habilitation)))
        .then([
          {
            type: 'RecipientCreated',
            data: { recipient: { ...form, actif: true, antenna_id: 'ant-sud', first_meeting: TODAY }, file_number: 42 },
          },
        ]);
    }
  });

  it('records nothing when the file already exists', () => {
    given(recipients, [recipientCreated()]).when(create(form)).thenNothing();
  });
});

describe('updateRecipient', () => {
  const civil = buildRecipientCivil();
  const past = [recipientCreated()];
  const update =
    (current: object, actor: Actor = volunteer, origin: object = civil) =>
    (state: RecipientState) =>
      updateRecipient(
        {
          update: {
            origin: { ...origin, _id: 'r-1' } as Record<string, unknown>,
            current: { ...current, _id: 'r-1' } as Record<string, unknown>,
            failOnConcurrent: false,
          },
        },
        state,
        ctx(actor),
      );

  it('records no change when children counts are sent as text of the same number, or cleared from zero', () => {
    given(recipients, past)
      .when(update({ ...civil, children: '0', children_charge: '' }))
      .thenNothing();
    given(recipients, past)
      .when(update({ ...civil, children: '2.7' }))
      .then([{ type: 'RecipientCivilDataChanged', data: { changes: { children: { from: 0, to: 2 } } } }]);
  });

  it('records only the civil fields that changed, with their old and new values', () => {
    given(recipients, past)
      .when(update({ ...civil, tel: '0611223344', birth_place: { city: 'Alger', country: 'pays-maroc' }, family_status: 'fam-marie' }))
      .then([
        {
          type: 'RecipientCivilDataChanged',
          data: {
            changes: {
              tel: { from: '0601020304', to: '0611223344' },
              'birth_place.city': { from: 'Oran', to: 'Alger' },
              family_status: { from: 'fam-celibataire', to: 'fam-marie' },
            },
          },
        },
      ]);
  });

  it('records children counts typed as text as whole numbers', () => {
    given(recipients, past)
      .when(update({ ...civil, children: '3', children_charge: '2.9' }))
      .then([
        { type: 'RecipientCivilDataChanged', data: { changes: { children: { from: 0, to: 3 }, children_charge: { from: 0, to: 2 } } } },
      ]);
  });

  it('records nothing when nothing changed', () => {
    given(recipients, past)
      .when(update({ ...civil }))
      .thenNothing();
  });

  it('ignores the fields the civil form does not edit', () => {
    given(recipients, past)
      .when(update({ ...civil, file_number: 99, radiated: true, status: { radiated: true } }))
      .thenNothing();
  });

  it('refuses an antenna change: a file moves by transfer', () => {
    given(recipients, past)
      .when(update({ ...civil, antenna_id: 'ant-sud' }, buildActor('admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Ce champ ne se modifie pas depuis la fiche', {
        antenna_id: 'Ce champ ne se modifie pas depuis la fiche',
      });
  });

  it('refuses an edit that empties a required field', () => {
    given(recipients, past)
      .when(update({ ...civil, name: ' ', nationality: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        name: 'Le nom est requis',
        nationality: 'La nationalitée est requis',
      });
  });

  it("refuses a volunteer a referent outside the file's antenna", () => {
    given(recipients, past)
      .when(update({ ...civil, user_ref: 'u-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { user_ref: M.referentOtherAntenna });
  });

  it('refuses a new referent who is no user, and lets management name a referent of another antenna', () => {
    given(recipients, past)
      .when(update({ ...civil, user_ref: 'u-fantome' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { user_ref: 'Référent inconnu' });
    given(recipients, past)
      .when(update({ ...civil, user_ref: 'u-sud' }, buildActor('management')))
      .then([{ type: 'RecipientCivilDataChanged', data: { changes: { user_ref: { from: null, to: 'u-sud' } } } }]);
  });

  it('refuses a newly chosen entry that is unknown, of another list or deleted', () => {
    given(recipients, past)
      .when(update({ ...civil, family_status: 'fam-inconnue' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { family_status: UNKNOWN_CHOICE });
    given(recipients, past)
      .when(update({ ...civil, family_status: 'fam-supprimee' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { family_status: UNKNOWN_CHOICE });
    given(recipients, past)
      .when(update({ ...civil, birth_place: { city: 'Oran', country: 'nat-marocaine' }, nationality_status: 'pays-maroc' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        'birth_place.country': UNKNOWN_CHOICE,
        nationality_status: UNKNOWN_CHOICE,
      });
  });

  it('judges only the fields an edit changes: a referent who has left and an entry since deleted stay on the file', () => {
    const kept = buildRecipientCivil({ user_ref: 'u-parti', family_status: 'fam-supprimee', nationality: 'nat-retiree' });
    given(recipients, [recipientCreated({ user_ref: 'u-parti', family_status: 'fam-supprimee', nationality: 'nat-retiree' })])
      .when(update({ ...kept, tel: '0700000000' }, volunteer, kept))
      .then([{ type: 'RecipientCivilDataChanged', data: { changes: { tel: { from: '0601020304', to: '0700000000' } } } }]);
  });

  it('does not judge the antenna of the file again on an edit', () => {
    const elsewhere = buildRecipientCivil({ antenna_id: 'ant-fermee' });
    given(recipients, [recipientCreated({ antenna_id: 'ant-fermee' })])
      .when(update({ ...elsewhere, tel: '0700000000' }, buildActor('admin'), elsewhere))
      .then([{ type: 'RecipientCivilDataChanged', data: { changes: { tel: { from: '0601020304', to: '0700000000' } } } }]);
  });

  it('refuses a user limited to their antenna (user_relative) the file of another antenna', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(update({ ...civil, antenna_id: 'ant-sud', tel: '01' }, volunteer, { ...civil, antenna_id: 'ant-sud' }))
      .thenRefuses('FORBIDDEN', "Vous n'avez pas le droit de consulter ce dossier !");
  });

  it('lets a user without user_relative edit the file of another antenna', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(update({ ...civil, antenna_id: 'ant-sud', tel: '0700000000' }, buildActor('admin'), { ...civil, antenna_id: 'ant-sud' }))
      .then([{ type: 'RecipientCivilDataChanged', data: { changes: { tel: { from: '0601020304', to: '0700000000' } } } }]);
  });

  it('refuses a deleted file, or one that never existed, as not found', () => {
    given(recipients, [...past, deleted])
      .when(update({ ...civil, tel: '01' }))
      .thenRefuses('NOT_FOUND', 'Dossier introuvable');
    given(recipients)
      .when(update({ ...civil, tel: '01' }))
      .thenRefuses('NOT_FOUND', 'Dossier introuvable');
  });
});
