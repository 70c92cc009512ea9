import { describe, expect, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { Actor } from '../users/actor';
import type { Habilitation } from '../users/habilitations';
import type { RecipientEvent } from './events';
import { deleteRecipient, radiateRecipient, transferRecipient, unradiateRecipient, type RecipientContext } from './decide';
import { RECIPIENT_MESSAGES as M } from './rules';
import { evolveRecipient, initialRecipientState, type RecipientState } from './state';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const TODAY = '2026-11-22';
const ctx = (actor: Actor = buildActor('admin')): RecipientContext => ({ actor, today: TODAY, references: referenceFacts() });
const UNKNOWN_CHOICE = 'Valeur absente de la liste de référence';
const volunteer = buildActor('volunteer');
const radiated: RecipientEvent = {
  type: 'RecipientRadiated',
  data: { on: '2026-11-15', radiation_reason: 'motif-demenagement', radiation_status: null },
};
const deleted: RecipientEvent = { type: 'RecipientDeleted', data: {} };

describe('radiateRecipient', () => {
  const radiate = (command: Parameters<typeof radiateRecipient>[0]) => (state: RecipientState) =>
    radiateRecipient(command, state, ctx(volunteer));

  it('radiates the file on the date given, with its reason and status', () => {
    given(recipients, [recipientCreated()])
      .when(radiate({ on: '2026-11-20', radiation_reason: 'motif-demenagement' }))
      .then([{ type: 'RecipientRadiated', data: { on: '2026-11-20', radiation_reason: 'motif-demenagement', radiation_status: null } }]);
  });

  it('radiates with a reason and a status from their own lists', () => {
    given(recipients, [recipientCreated()])
      .when(radiate({ on: '2026-11-20', radiation_reason: 'motif-demenagement', radiation_status: 'radiation-definitive' }))
      .then([
        {
          type: 'RecipientRadiated',
          data: { on: '2026-11-20', radiation_reason: 'motif-demenagement', radiation_status: 'radiation-definitive' },
        },
      ]);
  });

  it('refuses a reason or a status that is unknown or of another list', () => {
    given(recipients, [recipientCreated()])
      .when(radiate({ on: '2026-11-20', radiation_reason: 'fam-marie' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', UNKNOWN_CHOICE, { radiation_reason: UNKNOWN_CHOICE });
    given(recipients, [recipientCreated()])
      .when(radiate({ on: '2026-11-20', radiation_reason: 'motif-demenagement', radiation_status: 'statut-inconnu' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', UNKNOWN_CHOICE, { radiation_status: UNKNOWN_CHOICE });
  });

  it('refuses a radiation without a date', () => {
    given(recipients, [recipientCreated()])
      .when(radiate({ on: ' ' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Veuillez indiquer la date de radiation', {
        on: 'Veuillez indiquer la date de radiation',
      });
    given(recipients, [recipientCreated()])
      .when(radiate({}))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Veuillez indiquer la date de radiation');
  });

  it('refuses a file already radiated with ALREADY_RADIATED', () => {
    given(recipients, [recipientCreated(), radiated])
      .when(radiate({ on: '2026-11-20' }))
      .thenRefuses('ALREADY_RADIATED', M.alreadyRadiated);
  });

  it('refuses a deleted file as not found', () => {
    given(recipients, [recipientCreated(), deleted])
      .when(radiate({ on: '2026-11-20' }))
      .thenRefuses('NOT_FOUND', M.notFound);
  });
});

describe('unradiateRecipient', () => {
  const renew =
    (on: string | null, habilitation: Habilitation = 'admin') =>
    (state: RecipientState) =>
      unradiateRecipient({ on }, state, ctx(buildActor(habilitation)));

  it('lets an administrator or a super administrator reopen a radiated file on a date', () => {
    for (const habilitation of ['admin', 'super'] as const) {
      given(recipients, [recipientCreated(), radiated])
        .when(renew('2026-12-01', habilitation))
        .then([{ type: 'RecipientUnradiated', data: { on: '2026-12-01' } }]);
    }
  });

  it('refuses anyone below administrator', () => {
    for (const habilitation of ['siege', 'management', 'antenna_admin', 'volunteer'] as const) {
      given(recipients, [recipientCreated(), radiated]).when(renew('2026-12-01', habilitation)).thenRefuses('FORBIDDEN', M.renewAdminOnly);
    }
  });

  it('refuses a file that is not radiated with NOT_RADIATED', () => {
    given(recipients, [recipientCreated()]).when(renew('2026-12-01')).thenRefuses('NOT_RADIATED', "Ce dossier n'est pas radié");
    given(recipients, [recipientCreated(), radiated, { type: 'RecipientUnradiated', data: { on: '2026-11-30' } }])
      .when(renew('2026-12-01'))
      .thenRefuses('NOT_RADIATED', M.notRadiated);
  });

  it('refuses a renewal without a date', () => {
    given(recipients, [recipientCreated(), radiated])
      .when(renew(null))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Veuillez indiquer la date de renouvellement', { on: M.renewalDate });
  });
});

describe('transferRecipient', () => {
  const transfer =
    (toAntennaId: string, userRef: string | null = 'u-sud', actor: Actor = volunteer) =>
    (state: RecipientState) =>
      transferRecipient({ toAntennaId, userRef }, state, ctx(actor));
  const followed = recipientCreated({ user_ref: 'u-nord' });

  it('moves the file to another antenna today, with its new referent there', () => {
    given(recipients, [followed])
      .when(transfer('ant-sud'))
      .then([
        {
          type: 'RecipientTransferred',
          data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY, from_user_ref: 'u-nord', user_ref: 'u-sud' },
        },
      ]);
  });

  it('moves the file from where an earlier transfer left it, followed by the referent that transfer named', () => {
    const moved: RecipientEvent = {
      type: 'RecipientTransferred',
      data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2026-11-01', from_user_ref: 'u-nord', user_ref: 'u-sud' },
    };
    given(recipients, [followed, moved])
      .when(transfer('ant-nord', 'u-nord', buildActor('admin')))
      .then([
        {
          type: 'RecipientTransferred',
          data: { from_antenna_id: 'ant-sud', to_antenna_id: 'ant-nord', on: TODAY, from_user_ref: 'u-sud', user_ref: 'u-nord' },
        },
      ]);
  });

  it('refuses a transfer without a new referent', () => {
    for (const userRef of [null, '']) {
      given(recipients, [followed])
        .when(transfer('ant-sud', userRef))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', "Veuillez choisir le nouveau référent dans l'antenne de destination", {
          user_ref: M.transferReferentRequired,
        });
    }
  });

  it('refuses a referent who is not a person of the destination antenna, whoever transfers', () => {
    for (const actor of [volunteer, buildActor('admin')]) {
      given(recipients, [followed])
        .when(transfer('ant-sud', 'u-nord', actor))
        .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', "Le référent doit être un accueillant de l'antenne de destination", {
          user_ref: M.referentOutsideDestination,
        });
    }
  });

  it('refuses an unknown (or deleted) referent', () => {
    given(recipients, [followed])
      .when(transfer('ant-sud', 'u-inconnu'))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Référent inconnu', { user_ref: M.unknownReferent });
  });

  it('refuses the antenna the file is already in', () => {
    given(recipients, [followed])
      .when(transfer('ant-nord', 'u-nord'))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', "L'antenne de destination est égale à l'antenne courante", { antenna_id: M.sameAntenna });
  });

  it('refuses an antenna that does not exist', () => {
    given(recipients, [followed]).when(transfer('ant-inconnue')).thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Antenne inconnue', {
      antenna_id: 'Antenne inconnue',
      user_ref: M.referentOutsideDestination,
    });
  });

  it('refuses a user limited to their antenna the file of another antenna', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(transfer('ant-nord', 'u-nord'))
      .thenRefuses('FORBIDDEN', M.forbiddenFile);
  });
});

describe('a transferred file', () => {
  const fold = (events: RecipientEvent[]) => events.reduce((state, event) => evolveRecipient(state, event), initialRecipientState);

  it('is followed by the referent the transfer named; a transfer recorded before referents were named keeps the referent', () => {
    const created = recipientCreated({ user_ref: 'u-nord' });
    const older: RecipientEvent = {
      type: 'RecipientTransferred',
      data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY },
    };
    const named: RecipientEvent = {
      type: 'RecipientTransferred',
      data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: TODAY, from_user_ref: 'u-nord', user_ref: 'u-sud' },
    };
    expect(fold([created, named]).civil).toMatchObject({ antenna_id: 'ant-sud', user_ref: 'u-sud' });
    expect(fold([created, older]).civil).toMatchObject({ antenna_id: 'ant-sud', user_ref: 'u-nord' });
  });
});

describe('deleteRecipient', () => {
  const remove = (actor: Actor) => (state: RecipientState) => deleteRecipient(state, ctx(actor));

  it('lets anyone but a volunteer delete a file', () => {
    for (const habilitation of ['antenna_admin', 'management', 'siege', 'admin', 'super'] as const) {
      given(recipients, [recipientCreated()])
        .when(remove(buildActor(habilitation)))
        .then([{ type: 'RecipientDeleted', data: {} }]);
    }
  });

  it('refuses a volunteer', () => {
    given(recipients, [recipientCreated()])
      .when(remove(volunteer))
      .thenRefuses('FORBIDDEN', 'Les bénévoles ne peuvent pas supprimer un dossier');
  });

  it('refuses a file already deleted as not found', () => {
    given(recipients, [recipientCreated(), deleted])
      .when(remove(buildActor('admin')))
      .thenRefuses('NOT_FOUND', M.notFound);
  });
});
