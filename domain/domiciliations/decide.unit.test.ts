import { describe, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { Actor } from '../users/actor';
import { addDomiciliation, deleteDomiciliation, recordAttestation, updateDomiciliation, type DomiciliationInput } from './decide';
import type { DomiciliationFields } from './fields';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const volunteer = buildActor('volunteer');
const ctx = (actor: Actor = volunteer) => ({ actor, references: referenceFacts() });
const FORM = { user_id: 'u-nord', paper: 'CNI', origin: 'SPIP', start_date: '2026-01-31', last_meeting: '2026-01-20' } as const;
const stored = (overrides: Partial<DomiciliationFields> = {}): DomiciliationFields => ({
  ...FORM,
  kind: 'own',
  duration: 12,
  end_date: '2027-01-30',
  ...overrides,
});
const added = (id: string, dom: DomiciliationFields): RecipientEvent => ({
  type: 'DomiciliationAdded',
  data: { domiciliation_id: id, domiciliation: dom },
});
const radiated: RecipientEvent = { type: 'RecipientRadiated', data: { on: '2026-11-01', radiation_reason: null, radiation_status: null } };
const add =
  (domiciliation: DomiciliationInput, actor: Actor = volunteer) =>
  (state: RecipientState) =>
    addDomiciliation({ domiciliationId: 'd-2', domiciliation }, state, ctx(actor));
const update =
  (origin: Record<string, unknown>, current: Record<string, unknown>, actor: Actor = volunteer) =>
  (state: RecipientState) =>
    updateDomiciliation({ domiciliationId: 'd-1', update: { origin, current, failOnConcurrent: false } }, state, ctx(actor));

describe('addDomiciliation', () => {
  it('adds an own domiciliation for a year by default, its end computed by the server whatever the form sent', () => {
    given(recipients, [recipientCreated()])
      .when(add({ ...FORM, end_date: '2030-01-01', duration: '' }))
      .then([added('d-2', stored({ end_date: '2027-01-30' }))]);
  });

  it('reads a typed duration in months and keeps only the own kind fields', () => {
    given(recipients, [recipientCreated()])
      .when(add({ ...FORM, start_date: '2028-01-31', duration: '1', name_dom: 'CCAS', remarque: 'Renouvellement' }))
      .then([added('d-2', stored({ start_date: '2028-01-31', duration: 1, end_date: '2028-02-29', remarque: 'Renouvellement' }))]);
  });

  it('refuses an own domiciliation without referent, paper, start or meeting with the messages of the modal', () => {
    given(recipients, [recipientCreated()])
      .when(add({ paper: null, start_date: '2026-02-30', last_meeting: '' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', {
        user_id: 'Un référent est requis',
        paper: 'La pièce justificative est requise',
        start_date: 'La date de début est requise',
        last_meeting: "La date de l'entretien est requise",
      });
  });

  it('refuses a paper outside the five proofs and a duration that is no whole number of months', () => {
    given(recipients, [recipientCreated()])
      .when(add({ ...FORM, paper: 'Passeport' as never, duration: '1,5' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', {
        paper: 'La pièce justificative est requise',
        duration: 'La durée est un nombre entier de mois, de 1 à 120',
      });
    given(recipients, [recipientCreated()])
      .when(add({ ...FORM, duration: 0 }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', {
        duration: 'La durée est un nombre entier de mois, de 1 à 120',
      });
  });

  it('adds an external domiciliation with nothing required, its own fields only', () => {
    given(recipients, [recipientCreated()])
      .when(add({ kind: 'external', user_id: 'u-nord', name_dom: 'CCAS de Lille' }))
      .then([added('d-2', { kind: 'external', name_dom: 'CCAS de Lille' })]);
    given(recipients, [recipientCreated()])
      .when(add({ kind: 'external', start_date: '2026-05-01', end_date: '2026-04-30' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', { end_date: 'La date de fin doit suivre la date de début' });
  });

  it('refuses an own domiciliation sharing a day with another own one of the file', () => {
    given(recipients, [recipientCreated(), added('d-1', stored())])
      .when(add({ ...FORM, start_date: '2027-01-30' }))
      .thenRefuses('ALREADY_DOMICILATED', 'Cet utilisateur est déjà domicilié à cette période');
  });

  it('adds the renewal starting the day after, and an own one over an external period', () => {
    given(recipients, [recipientCreated(), added('d-1', stored())])
      .when(add({ ...FORM, start_date: '2027-01-31' }))
      .then([added('d-2', stored({ start_date: '2027-01-31', end_date: '2028-01-30' }))]);
    const external = added('d-1', { kind: 'external', name_dom: 'CCAS', start_date: '2026-01-01', end_date: '2026-12-31' });
    given(recipients, [recipientCreated(), external])
      .when(add(FORM))
      .then([added('d-2', stored())]);
  });

  it('refuses any domiciliation of a radiated file', () => {
    given(recipients, [recipientCreated(), radiated])
      .when(add(FORM))
      .thenRefuses('RECIPIENT_RADIATED', 'Cet accueilli est radié. Il ne peut pas être domicilié.');
    given(recipients, [recipientCreated(), radiated])
      .when(add({ kind: 'external' }))
      .thenRefuses('RECIPIENT_RADIATED', 'Cet accueilli est radié. Il ne peut pas être domicilié.');
  });

  it('lets volunteers and antenna administrators name referents of their antenna only', () => {
    given(recipients, [recipientCreated()])
      .when(add({ ...FORM, user_id: 'u-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Le référent doit être un accueillant de votre antenne');
    given(recipients, [recipientCreated()])
      .when(add({ ...FORM, user_id: 'u-inconnu' }, buildActor('siege', { antenna_id: null })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Référent inconnu');
    given(recipients, [recipientCreated()])
      .when(add({ ...FORM, user_id: 'u-sud' }, buildActor('siege', { antenna_id: null })))
      .then([added('d-2', stored({ user_id: 'u-sud' }))]);
  });

  it('refuses a file of another antenna to a user limited to theirs, and an unknown file', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add(FORM))
      .thenRefuses('FORBIDDEN');
    given(recipients, []).when(add(FORM)).thenRefuses('NOT_FOUND');
  });
});

describe('updateDomiciliation', () => {
  const past = [recipientCreated(), added('d-1', stored())];
  const loaded = { _id: 'd-1', ...stored(), valid: true, user: { surname: 'A', name: 'B' }, abilities: { edit: true, delete: false } };

  it('recomputes the end date when the start or the duration changes', () => {
    given(recipients, past)
      .when(update(loaded, { ...loaded, duration: '6' }))
      .then([
        {
          type: 'DomiciliationChanged',
          data: { domiciliation_id: 'd-1', changes: { duration: { from: 12, to: 6 }, end_date: { from: '2027-01-30', to: '2026-07-30' } } },
        },
      ]);
  });

  it('records nothing when only the end date or read-only fields were touched', () => {
    given(recipients, past)
      .when(update(loaded, { ...loaded, end_date: '2030-01-01', valid: false }))
      .thenNothing();
  });

  it('refuses to move a domiciliation over another own one, and the kind to change', () => {
    given(recipients, [...past, added('d-3', stored({ start_date: '2027-01-31', end_date: '2028-01-30' }))])
      .when(update(loaded, { ...loaded, duration: 13 }))
      .thenRefuses('ALREADY_DOMICILATED', 'Cet utilisateur est déjà domicilié à cette période');
    given(recipients, past)
      .when(update(loaded, { ...loaded, kind: 'external' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Le type de domiciliation ne change pas');
  });

  it('lets a radiated file keep its remarks edited, never its period moved', () => {
    given(recipients, [...past, radiated])
      .when(update(loaded, { ...loaded, remarque: 'Parti' }))
      .then([{ type: 'DomiciliationChanged', data: { domiciliation_id: 'd-1', changes: { remarque: { from: null, to: 'Parti' } } } }]);
    given(recipients, [...past, radiated])
      .when(update(loaded, { ...loaded, start_date: '2026-02-01' }))
      .thenRefuses('RECIPIENT_RADIATED', 'Cet accueilli est radié. Il ne peut pas être domicilié.');
  });

  it('refuses an emptied required field and a new referent of another antenna', () => {
    given(recipients, past)
      .when(update(loaded, { ...loaded, paper: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', { paper: 'La pièce justificative est requise' });
    given(recipients, past)
      .when(update(loaded, { ...loaded, user_id: 'u-sud' }, buildActor('antenna_admin')))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Le référent doit être un accueillant de votre antenne');
  });

  it('answers 404 for a domiciliation the file does not hold', () => {
    given(recipients, [recipientCreated()]).when(update(loaded, loaded)).thenRefuses('NOT_FOUND', 'Domiciliation introuvable');
  });
});

describe('deleteDomiciliation', () => {
  const past = [recipientCreated(), added('d-1', stored())];
  const remove = (actor: Actor) => (state: RecipientState) => deleteDomiciliation({ domiciliationId: 'd-1' }, state, { actor });

  it('deletes with dom_management', () => {
    given(recipients, past)
      .when(remove(buildActor('antenna_admin')))
      .then([{ type: 'DomiciliationDeleted', data: { domiciliation_id: 'd-1' } }]);
    given(recipients, past)
      .when(remove(buildActor('volunteer', { rights: ['user_relative', 'dom_management'] })))
      .then([{ type: 'DomiciliationDeleted', data: { domiciliation_id: 'd-1' } }]);
  });

  it("refuses without dom_management: 'Vous n'avez pas les droits'", () => {
    given(recipients, past).when(remove(volunteer)).thenRefuses('FORBIDDEN', "Vous n'avez pas les droits");
  });
});

describe('recordAttestation', () => {
  const external: DomiciliationFields = { kind: 'external', name_dom: 'CCAS de Lille', start_date: '2025-01-01', end_date: '2025-12-31' };
  const past = [recipientCreated(), added('d-1', stored()), added('d-ext', external)];
  const file = { file_id: 'f-1', sha256: 'ab'.repeat(32), size: 5120, filename: 'attestation-domicile-dossier-12-2026-01-31.pdf' };
  const record =
    (domiciliationId: string, actor: Actor = volunteer) =>
    (state: RecipientState) =>
      recordAttestation({ domiciliationId, file }, state, { actor });

  it('records the kept file with the period it certifies, for whoever may open the file', () => {
    given(recipients, past)
      .when(record('d-1'))
      .then([
        {
          type: 'DomiciliationAttestationGenerated',
          data: { domiciliation_id: 'd-1', ...file, start_date: '2026-01-31', end_date: '2027-01-30' },
        },
      ]);
  });

  it("lets a radiated file's attestation be handed out again", () => {
    given(recipients, [...past, radiated])
      .when(record('d-1'))
      .then([
        {
          type: 'DomiciliationAttestationGenerated',
          data: { domiciliation_id: 'd-1', ...file, start_date: '2026-01-31', end_date: '2027-01-30' },
        },
      ]);
  });

  it('refuses an external domiciliation with 409: its attestation is the other organism’s', () => {
    given(recipients, past)
      .when(record('d-ext'))
      .thenRefuses(
        'EXTERNAL_DOMICILIATION',
        "Une domiciliation extérieure n'a pas d'attestation : elle est délivrée par l'organisme domiciliataire.",
      );
  });

  it('refuses a volunteer of another antenna, and a domiciliation the file does not hold', () => {
    given(recipients, past)
      .when(record('d-1', buildActor('volunteer', { antenna_id: 'ant-sud' })))
      .thenRefuses('FORBIDDEN');
    given(recipients, past).when(record('d-9')).thenRefuses('NOT_FOUND', 'Domiciliation introuvable');
  });
});
