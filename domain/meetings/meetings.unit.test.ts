import { describe, expect, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { describeEvent, displayPlain, type Display } from '../recipients/history';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { UpdateRequest } from '../shared/changes';
import type { Actor } from '../users/actor';
import { addMeeting, deleteMeeting, updateMeeting, type HelpFacts, type MeetingContext } from './decide';
import type { MeetingFields, MeetingInput } from './fields';
import { MEETING_MESSAGES as M, meetingErrors, newMeeting } from './rules';

const file = { initialState: initialRecipientState, evolve: evolveRecipient };
const TODAY = '2026-11-22';
const volunteer = buildActor('volunteer', { id: 'u-nord' });
const CATALOGUE: Record<string, HelpFacts> = {
  'h-bus': { label: 'Ticket de bus', category: 'Transport', price: 1.7, archived: false },
  'h-old': { label: 'Ancien bon', category: 'Alimentaire', price: 5, archived: true },
  'h-card': { label: 'Carte SIM', category: 'Communication', price: 10, archived: false },
};
const ctx = (actor: Actor = volunteer, catalogue = CATALOGUE): MeetingContext => ({
  actor,
  today: TODAY,
  references: referenceFacts(),
  helps: (id) => catalogue[id],
});
const stored: MeetingFields = {
  ...(newMeeting('u-nord', '2026-11-03') as MeetingFields),
  presence: 'Oui',
  helps: [{ help_id: 'h-bus', label: 'Ticket de bus', category: 'Transport', quantity: 2, u_price: 1.7, total_price: 3.4 }],
};
const added = { type: 'MeetingAdded', data: { meeting_id: 'm-1', meeting: stored } } as RecipientEvent;
const add = (meeting: MeetingInput, actor?: Actor) => (state: RecipientState) =>
  addMeeting({ meetingId: 'm-2', meeting }, state, ctx(actor)) as RecipientEvent[];
const edit = (current: Record<string, unknown>): UpdateRequest => ({
  origin: { ...stored },
  current: { ...stored, ...current },
  failOnConcurrent: false,
});
const change =
  (update: UpdateRequest, catalogue = CATALOGUE) =>
  (state: RecipientState) =>
    updateMeeting({ meetingId: 'm-1', update }, state, ctx(volunteer, catalogue)) as RecipientEvent[];

describe('a meeting recorded on a file', () => {
  it('takes the defaults of a new meeting for what is left out: the writer, today, the next in 7 days, face to face', () => {
    given(file, [recipientCreated()])
      .when(add({ presence: 'Excusé' }))
      .then([
        {
          type: 'MeetingAdded',
          data: {
            meeting_id: 'm-2',
            meeting: {
              user_id: 'u-nord',
              date: TODAY,
              next_date: '2026-11-29',
              type: 'Présentiel',
              presence: 'Excusé',
              sid: false,
              housing: false,
              resources: false,
              work: false,
              health: false,
              admin: false,
              comment: null,
              helps: [],
            },
          },
        } as RecipientEvent,
      ]);
  });

  it('plans the next meeting 7 days after the date given, and keeps a next date sent blank blank', () => {
    given(file, [recipientCreated()])
      .when(add({ presence: 'Oui', date: '2026-12-30' }))
      .then([
        expect.objectContaining({
          data: expect.objectContaining({ meeting: expect.objectContaining({ date: '2026-12-30', next_date: '2027-01-06' }) }),
        }) as RecipientEvent,
      ]);
    given(file, [recipientCreated()])
      .when(add({ presence: 'Oui', next_date: '' }))
      .then([
        expect.objectContaining({
          data: expect.objectContaining({ meeting: expect.objectContaining({ next_date: null }) }),
        }) as RecipientEvent,
      ]);
  });

  it('takes label and category from the catalogue, the price sent or else the aid’s; a free aid is Divers; totals to the cent', () => {
    given(file, [recipientCreated()])
      .when(
        add({
          presence: 'Oui',
          helps: [
            { help_id: 'h-bus', quantity: '2,5', label: 'autre', category: 'Alimentaire' },
            { label: ' Repas ', category: 'Alimentaire', quantity: 3, u_price: '0,10' },
            { help_id: 'h-card', quantity: 1, u_price: '12,50' },
          ],
        }),
      )
      .then([
        expect.objectContaining({
          data: expect.objectContaining({
            meeting: expect.objectContaining({
              helps: [
                { help_id: 'h-bus', label: 'Ticket de bus', category: 'Transport', quantity: 3, u_price: 1.7, total_price: 5.1 },
                { help_id: null, label: 'Repas', category: 'Divers', quantity: 3, u_price: 0.1, total_price: 0.3 },
                { help_id: 'h-card', label: 'Carte SIM', category: 'Communication', quantity: 1, u_price: 12.5, total_price: 12.5 },
              ],
            }),
          }),
        }) as RecipientEvent,
      ]);
  });

  it("is refused without date, maker or presence with the messages of docs/recipient-file.md, 'Entretiens'; a date that does not exist reads as missing", () => {
    given(file, [recipientCreated()])
      .when(add({ date: '2026-02-30', user_id: '', presence: null }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Entretiens non mis à jour. Des champs sont manquants', {
        date: 'La date est requise',
        user_id: "L'accueillant est requis",
        presence: 'Information nécessaire',
      });
  });

  it('is refused with a quantity that is not a number, an unknown or archived aid, a next meeting before it', () => {
    given(file, [recipientCreated()])
      .when(
        add({
          presence: 'Oui',
          date: '2026-11-10',
          next_date: '2026-11-01',
          helps: [
            { help_id: 'h-bus', quantity: 'trois' },
            { help_id: 'h-nope', quantity: 1 },
            { help_id: 'h-old', quantity: 1 },
          ],
        }),
      )
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, {
        next_date: "Le prochain entretien ne peut pas précéder l'entretien",
        'helps.0.quantity': "Quantité d'aide invalide",
        'helps.1.help_id': 'Aide inconnue',
        'helps.2.help_id': 'Cette aide est archivée : elle ne peut plus être distribuée',
      });
  });

  it('lets a volunteer name only users of their antenna, and anyone of a known user for the head office', () => {
    given(file, [recipientCreated()])
      .when(add({ presence: 'Oui', user_id: 'u-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.userOtherAntenna, { user_id: M.userOtherAntenna });
    given(file, [recipientCreated()])
      .when(add({ presence: 'Oui', user_id: 'u-sud' }, buildActor('siege', { antenna_id: null })))
      .then([expect.objectContaining({ type: 'MeetingAdded' }) as RecipientEvent]);
    given(file, [recipientCreated()])
      .when(add({ presence: 'Oui', user_id: 'u-ghost' }, buildActor('siege', { antenna_id: null })))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownUser);
  });

  it('is refused on a file of another antenna', () => {
    given(file, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(add({ presence: 'Oui' }))
      .thenRefuses('FORBIDDEN');
  });

  it('is judged by the same rules in the web form', () => {
    expect(meetingErrors(newMeeting('u-nord', TODAY))).toEqual({ presence: 'Information nécessaire' });
    expect(meetingErrors({ ...newMeeting('u-nord', TODAY), presence: 'Oui', helps: [{ quantity: 1 }] })).toEqual({
      'helps.0.label': 'Le libellé est requis',
    });
  });
});

describe('a meeting edited or deleted', () => {
  it('records only what changed, a line keeping the label it was given even when the aid was renamed or archived', () => {
    const renamed = { 'h-bus': { ...CATALOGUE['h-bus'], label: 'Ticket TCL', archived: true } };
    given(file, [recipientCreated(), added])
      .when(change(edit({ comment: 'Vu', helps: [{ help_id: 'h-bus', quantity: 4 }] }), renamed))
      .then([
        {
          type: 'MeetingChanged',
          data: {
            meeting_id: 'm-1',
            date: '2026-11-03',
            changes: {
              comment: { from: null, to: 'Vu' },
              helps: {
                from: stored.helps,
                to: [{ help_id: 'h-bus', label: 'Ticket de bus', category: 'Transport', quantity: 4, u_price: 1.7, total_price: 6.8 }],
              },
            },
          },
        } as RecipientEvent,
      ]);
  });

  it('records nothing when nothing changed, and answers 404 for a meeting the file does not have', () => {
    given(file, [recipientCreated(), added])
      .when(change(edit({ total: 999, topics: ['x'] })))
      .thenNothing();
    given(file, [recipientCreated()])
      .when((state) => deleteMeeting({ meetingId: 'm-1' }, state, { actor: volunteer }) as RecipientEvent[])
      .thenRefuses('NOT_FOUND', 'Entretien introuvable');
  });

  it('deletes a meeting, naming its date for the history', () => {
    given(file, [recipientCreated(), added])
      .when((state) => deleteMeeting({ meetingId: 'm-1' }, state, { actor: volunteer }) as RecipientEvent[])
      .then([{ type: 'MeetingDeleted', data: { meeting_id: 'm-1', date: '2026-11-03' } } as RecipientEvent]);
  });
});

describe('the history of meetings', () => {
  const display: Display = (kind, value) => (kind === 'user' ? `Accueillant ${String(value)}` : displayPlain(kind, value));

  it('tells a meeting in a sentence with its aids, an edit field by field, a deletion by its date', () => {
    expect(describeEvent(added, display).summary).toBe(
      'Entretien du 03/11/2026 (Présentiel, présence : Oui) avec Accueillant u-nord : 1 aide(s) pour 3,40 €',
    );
    const changed = {
      type: 'MeetingChanged',
      data: { meeting_id: 'm-1', date: '2026-11-03', changes: { sid: { from: false, to: true }, helps: { from: stored.helps, to: [] } } },
    } as RecipientEvent;
    expect(describeEvent(changed, display)).toEqual({
      summary: "Modification de l'entretien du 03/11/2026",
      changes: [
        { field: 'sid', label: 'En détention', from: 'Non', to: 'Oui' },
        { field: 'helps', label: 'Aides', from: 'Ticket de bus × 2 (3,40 €)', to: '—' },
      ],
    });
  });
});
