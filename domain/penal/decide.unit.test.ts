import { describe, it } from 'vitest';
import { buildActor, DEMO_REFERENCES, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { ChoiceType } from '../choices/types';
import { addDetention, addFollow, linkDetentionToFollow, setSidInfos, updateFollow, type DetentionInput, type FollowInput } from './decide';
import type { DetentionFields, FollowFields } from './fields';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const known = {
  ...DEMO_REFERENCES,
  choices: { ...DEMO_REFERENCES.choices, corbas: 'detention_place', libere: 'detention_status' } as Record<string, ChoiceType>,
  contacts: { ...DEMO_REFERENCES.contacts, 'c-spip': { antenna_id: null } },
};
const NAMES: Record<string, string> = { 'spip-69': 'SPIP du Rhône', 'org-tous': 'Mairie de Lyon' };
const ctx = {
  actor: buildActor('volunteer', { antenna_id: 'ant-nord' }),
  references: referenceFacts(known),
  organismName: (id: string) => NAMES[id],
  contactOrganism: (id: string) => (id === 'c-spip' ? 'spip-69' : id in known.contacts ? null : undefined),
};
const follow = (overrides: Partial<FollowFields> = {}): FollowFields => ({
  organism_id: 'spip-69',
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  contact_ids: [],
  ...overrides,
});
const detention = (overrides: Partial<DetentionFields> = {}): DetentionFields => ({
  place: 'corbas',
  status: 'libere',
  start_date: '2025-01-01',
  end_date: '2025-12-31',
  contact_ids: [],
  last: false,
  ...overrides,
});
const followAdded = (id: string, f: FollowFields): RecipientEvent => ({ type: 'FollowAdded', data: { follow_id: id, follow: f } });
const detentionAdded = (id: string, d: DetentionFields): RecipientEvent => ({
  type: 'DetentionAdded',
  data: { detention_id: id, detention: d },
});
const addF = (f: FollowInput) => (state: RecipientState) => addFollow({ followId: 'f-2', follow: f }, state, ctx);
const addD = (d: DetentionInput) => (state: RecipientState) => addDetention({ detentionId: 'd-2', detention: d }, state, ctx);
const link = (state: RecipientState) => linkDetentionToFollow({ detentionId: 'd-1', followId: 'f-2' }, state, ctx);

describe('addDetention', () => {
  it('given a file, when an element is sent with a typed duration, then it is recorded with the duration in months', () => {
    given(recipients, [recipientCreated()])
      .when(addD({ place: 'corbas', status: 'libere', start_date: '2025-01-01', end_date: '2025-12-31', duration: '11', last: true }))
      .then([detentionAdded('d-2', detention({ duration: 11, last: true }))]);
  });

  it('given a file, when place and status are missing, then it is refused with the messages of docs/recipient-file.md', () => {
    given(recipients, [recipientCreated()])
      .when(addD({ place: '', status: null, duration: 'deux' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Parcours non mis à jour. Des champs sont manquants', {
        place: 'Le lieu de détention est requis',
        status: 'Le status est requis',
        duration: 'La durée est un nombre entier de mois, de 0 à 600',
      });
  });

  it('given a file, when the place is an entry of another list, then it is refused', () => {
    given(recipients, [recipientCreated()])
      .when(addD({ place: 'libere', status: 'libere' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Valeur absente de la liste de référence', {
        place: 'Valeur absente de la liste de référence',
      });
  });
});

describe('follow-ups', () => {
  it('given no follow-up, when a SPIP follows, then it is recorded', () => {
    given(recipients, [recipientCreated()])
      .when(addF({ organism_id: 'spip-69', start_date: '2026-01-01', end_date: '2026-06-30' }))
      .then([followAdded('f-2', follow())]);
  });

  it('when organism and dates are missing, then the modal messages', () => {
    given(recipients, [recipientCreated()])
      .when(addF({ organism_id: null, start_date: '', end_date: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', "Le suivi n'a pas pu être validé", {
        organism_id: "L'organisme de suivi est requis",
        start_date: 'La date de début de suivi est requise',
        end_date: 'La date de fin de suivi est requise',
      });
  });

  it('when the organism is not a SPIP, then 400 on organism_id', () => {
    given(recipients, [recipientCreated()])
      .when(addF({ organism_id: 'org-tous', start_date: '2026-01-01', end_date: '2026-06-30' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', "Le suivi n'a pas pu être validé", {
        organism_id: "Seul un SPIP assure un suivi : le nom de l'organisme doit commencer par SPIP",
      });
  });

  it('given a follow-up, when another shares its last day, then CONFLICT_ERROR; the day after is fine', () => {
    given(recipients, [recipientCreated(), followAdded('f-1', follow())])
      .when(addF({ organism_id: 'spip-69', start_date: '2026-06-30', end_date: '2026-12-31' }))
      .thenRefuses('CONFLICT_ERROR', 'Le suivi rentre en conflit avec un autre');
    given(recipients, [recipientCreated(), followAdded('f-1', follow())])
      .when(addF({ organism_id: 'spip-69', start_date: '2026-07-01', end_date: '2026-12-31' }))
      .then([followAdded('f-2', follow({ start_date: '2026-07-01', end_date: '2026-12-31' }))]);
  });

  it('given two follow-ups, when one is moved onto the other, then CONFLICT_ERROR', () => {
    given(recipients, [
      recipientCreated(),
      followAdded('f-1', follow()),
      followAdded('f-2', follow({ start_date: '2026-07-01', end_date: '2026-12-31' })),
    ])
      .when((state) =>
        updateFollow(
          {
            followId: 'f-2',
            update: { origin: { start_date: '2026-07-01' }, current: { start_date: '2026-06-01' }, failOnConcurrent: false },
          },
          state,
          ctx,
        ),
      )
      .thenRefuses('CONFLICT_ERROR', 'Le suivi rentre en conflit avec un autre');
  });
});

describe('linkDetentionToFollow', () => {
  it('given an element with dates and a contact of a SPIP, when linked, then a follow-up is made of it and linked', () => {
    given(recipients, [recipientCreated(), detentionAdded('d-1', detention({ contact_ids: ['c-1', 'c-spip'] }))])
      .when(link)
      .then([
        followAdded('f-2', follow({ start_date: '2025-01-01', end_date: '2025-12-31', contact_ids: ['c-1', 'c-spip'] })),
        { type: 'DetentionLinkedToFollow', data: { detention_id: 'd-1', follow_id: 'f-2' } },
      ]);
  });

  it('given an element without dates nor organism, when linked, then the two messages of docs/recipient-file.md', () => {
    given(recipients, [recipientCreated(), detentionAdded('d-1', detention({ start_date: null, end_date: null }))])
      .when(link)
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', "Le suivi n'a pas pu être validé", {
        start_date: 'Les dates de début et fin doivent être renseignées',
        end_date: 'Les dates de début et fin doivent être renseignées',
        organism_id: "L'organisme doit être renseigné (seul ou via un contact)",
      });
  });

  it('given an element overlapping a follow-up, when linked, then CONFLICT_ERROR; once linked, ALREADY_LINKED', () => {
    const d = detentionAdded('d-1', detention({ organism_id: 'spip-69', start_date: '2026-03-01', end_date: '2026-09-30' }));
    given(recipients, [recipientCreated(), d, followAdded('f-1', follow())])
      .when(link)
      .thenRefuses('CONFLICT_ERROR', 'Le suivi rentre en conflit avec un autre');
    given(recipients, [
      recipientCreated(),
      d,
      followAdded('f-1', follow({ start_date: '2026-03-01', end_date: '2026-09-30' })),
      { type: 'DetentionLinkedToFollow', data: { detention_id: 'd-1', follow_id: 'f-1' } },
    ])
      .when(link)
      .thenRefuses('ALREADY_LINKED', 'Cet élément est déjà lié à un suivi');
  });
});

describe('setSidInfos', () => {
  it('records only what changed, under sid_infos, and refuses a place of another list', () => {
    given(recipients, [recipientCreated()])
      .when((state) => setSidInfos({ sid_infos: { number: '12345', place: 'corbas', meetings: '' } }, state, ctx))
      .then([
        {
          type: 'SidInfosChanged',
          data: { changes: { 'sid_infos.number': { from: null, to: '12345' }, 'sid_infos.place': { from: null, to: 'corbas' } } },
        },
      ]);
    given(recipients, [recipientCreated()])
      .when((state) => setSidInfos({ sid_infos: { place: 'libere' } }, state, ctx))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Valeur absente de la liste de référence');
  });
});
