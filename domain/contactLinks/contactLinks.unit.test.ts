import { describe, expect, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { describeEvent, displayPlain, type Display } from '../recipients/history';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import type { UpdateRequest } from '../shared/changes';
import type { Actor } from '../users/actor';
import { changeContactLink, linkContact, putContactFirst, unlinkContact } from './decide';
import { CONTACT_LINK_MESSAGES as M, createdNotice } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const volunteer = buildActor('volunteer', { id: 'u-nord' });
const TODAY = '2026-11-22';
const ctx = (actor: Actor = volunteer) => ({ actor, references: referenceFacts(), today: TODAY });
const linked = (contact_id: string, date: string | null = '2026-10-01') =>
  ({ type: 'RecipientContactLinked', data: { contact_id, date } }) as RecipientEvent;
const link = (form: Record<string, unknown>, actor?: Actor) => (state: RecipientState) =>
  linkContact({ link: form }, state, ctx(actor)) as RecipientEvent[];
const edit = (contactId: string, current: Record<string, unknown>, origin = { contact_id: contactId, date: '2026-10-01' }) => {
  const update: UpdateRequest = { origin, current: { ...origin, ...current }, failOnConcurrent: false };
  return (state: RecipientState) => changeContactLink({ contactId, update }, state, ctx()) as RecipientEvent[];
};

describe('a contact linked to a file', () => {
  it('is linked on the day given, or today when none is given', () => {
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: 'c-1', date: '2026-10-01' }))
      .then([linked('c-1')]);
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: 'c-nord', date: '' }))
      .then([linked('c-nord', TODAY)]);
  });

  it("refuses a contact of another antenna exactly as an unknown one, and a missing contact or a bad date, with the modal's message", () => {
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: 'c-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { contact_id: M.unknownContact });
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: 'c-9' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { contact_id: M.unknownContact });
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: '', date: '2026-02-30' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { contact_id: M.contactRequired, date: M.badDate });
  });

  it('names the organism the contact stands for on the file, when it is one the writer sees', () => {
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: 'c-1', organism_id: 'org-tous', date: '2026-10-01' }))
      .then([
        { type: 'RecipientContactLinked', data: { contact_id: 'c-1', organism_id: 'org-tous', date: '2026-10-01' } } as RecipientEvent,
      ]);
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: 'c-1', organism_id: 'org-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { organism_id: M.unknownOrganism });
  });

  it("takes the contact's own organism even out of the writer's sight", () => {
    const facts = referenceFacts();
    const withOrganism = {
      ...facts,
      contact: (id: string) => (id === 'c-1' ? { antenna_id: null, organism_id: 'org-sud' } : facts.contact(id)),
    };
    given(recipients, [recipientCreated()])
      .when((state) => linkContact({ link: { contact_id: 'c-1', organism_id: 'org-sud' } }, state, { ...ctx(), references: withOrganism }))
      .then([{ type: 'RecipientContactLinked', data: { contact_id: 'c-1', organism_id: 'org-sud', date: TODAY } }]);
  });

  it('lets someone who sees every item link a contact of any antenna', () => {
    given(recipients, [recipientCreated()])
      .when(link({ contact_id: 'c-sud', date: '2026-10-01' }, buildActor('siege', { id: 'u-siege', antenna_id: 'siege' })))
      .then([linked('c-sud')]);
  });

  it('refuses a contact the file has already, with a clear message', () => {
    given(recipients, [recipientCreated(), linked('c-1')])
      .when(link({ contact_id: 'c-1' }))
      .thenRefuses('CONTACT_ALREADY_LINKED', M.alreadyLinked, undefined, { contact_id: 'c-1' });
  });

  it('is refused on a file of another antenna', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(link({ contact_id: 'c-1' }))
      .thenRefuses('FORBIDDEN');
  });
});

describe('a link edited', () => {
  it("records a new date, or another contact in the link's place", () => {
    given(recipients, [recipientCreated(), linked('c-1')])
      .when(edit('c-1', { date: '2026-11-02' }))
      .then([
        {
          type: 'RecipientContactLinkChanged',
          data: { contact_id: 'c-1', changes: { date: { from: '2026-10-01', to: '2026-11-02' } } },
        } as RecipientEvent,
      ]);
    given(recipients, [recipientCreated(), linked('c-1')])
      .when(edit('c-1', { contact_id: 'c-nord' }))
      .then([
        {
          type: 'RecipientContactLinkChanged',
          data: { contact_id: 'c-1', changes: { contact_id: { from: 'c-1', to: 'c-nord' } } },
        } as RecipientEvent,
      ]);
  });

  it('leaves the date as it is when the edit does not send it, and sets today when it is cleared', () => {
    const update: UpdateRequest = {
      origin: { contact_id: 'c-1', date: '2026-10-01' },
      current: { contact_id: 'c-1' },
      failOnConcurrent: false,
    };
    given(recipients, [recipientCreated(), linked('c-1')])
      .when((state) => changeContactLink({ contactId: 'c-1', update }, state, ctx()) as RecipientEvent[])
      .thenNothing();
    given(recipients, [recipientCreated(), linked('c-1')])
      .when(edit('c-1', { date: '' }))
      .then([
        {
          type: 'RecipientContactLinkChanged',
          data: { contact_id: 'c-1', changes: { date: { from: '2026-10-01', to: TODAY } } },
        } as RecipientEvent,
      ]);
  });

  it('refuses a switch to a contact the file has or the writer may not see, and records nothing without change', () => {
    given(recipients, [recipientCreated(), linked('c-1'), linked('c-nord')])
      .when(edit('c-1', { contact_id: 'c-nord' }))
      .thenRefuses('CONTACT_ALREADY_LINKED', M.alreadyLinked);
    given(recipients, [recipientCreated(), linked('c-1')])
      .when(edit('c-1', { contact_id: 'c-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { contact_id: M.unknownContact });
    given(recipients, [recipientCreated(), linked('c-1')])
      .when(edit('c-1', {}))
      .thenNothing();
  });

  it("changes the date of a contact out of the writer's sight that someone else linked", () => {
    given(recipients, [recipientCreated(), linked('c-sud')])
      .when(edit('c-sud', { date: '2026-11-03' }))
      .then([
        {
          type: 'RecipientContactLinkChanged',
          data: { contact_id: 'c-sud', changes: { date: { from: '2026-10-01', to: '2026-11-03' } } },
        } as RecipientEvent,
      ]);
  });

  it('answers 404 for a contact the file does not have', () => {
    given(recipients, [recipientCreated()])
      .when(edit('c-1', { date: '2026-11-02' }))
      .thenRefuses('NOT_FOUND', M.notLinked);
    given(recipients, [recipientCreated()])
      .when((state) => unlinkContact({ contactId: 'c-1' }, state, ctx()) as RecipientEvent[])
      .thenRefuses('NOT_FOUND', M.notLinked);
  });
});

describe('the order of the contacts and their removal', () => {
  const first = (contactId: string) => (state: RecipientState) => putContactFirst({ contactId }, state, ctx()) as RecipientEvent[];
  const putFirst = (contact_id: string) => ({ type: 'RecipientContactPutFirst', data: { contact_id } }) as RecipientEvent;

  it('puts a contact first, and records nothing for the one first already', () => {
    given(recipients, [recipientCreated(), linked('c-1'), linked('c-nord')])
      .when(first('c-nord'))
      .then([putFirst('c-nord')]);
    given(recipients, [recipientCreated(), linked('c-1'), linked('c-nord'), putFirst('c-nord')])
      .when(first('c-nord'))
      .thenNothing();
    given(recipients, [recipientCreated(), linked('c-1'), linked('c-nord')])
      .when(first('c-1'))
      .thenNothing();
  });

  it('keeps the place of a contact switched for another', () => {
    const switched = {
      type: 'RecipientContactLinkChanged',
      data: { contact_id: 'c-1', changes: { contact_id: { from: 'c-1', to: 'c-sud' } } },
    } as RecipientEvent;
    given(recipients, [recipientCreated(), linked('c-1'), linked('c-nord'), switched])
      .when(first('c-sud'))
      .thenNothing();
  });

  it('unlinks a contact, which may then be linked again', () => {
    given(recipients, [recipientCreated(), linked('c-1')])
      .when((state) => unlinkContact({ contactId: 'c-1' }, state, ctx()) as RecipientEvent[])
      .then([{ type: 'RecipientContactUnlinked', data: { contact_id: 'c-1' } } as RecipientEvent]);
    given(recipients, [
      recipientCreated(),
      linked('c-1'),
      { type: 'RecipientContactUnlinked', data: { contact_id: 'c-1' } } as RecipientEvent,
    ])
      .when(link({ contact_id: 'c-1', date: '2026-10-01' }))
      .then([linked('c-1')]);
  });
});

describe('the history and the notices of the Contacts tab', () => {
  const display: Display = (kind, value) => (kind === 'contact' ? `Sophie ${String(value).toUpperCase()}` : displayPlain(kind, value));

  it('tells each event with the names of the contacts', () => {
    expect(describeEvent(linked('c-1'), display).summary).toBe('Ajout du contact Sophie C-1 au 01/10/2026');
    expect(describeEvent({ type: 'RecipientContactUnlinked', data: { contact_id: 'c-1' } } as RecipientEvent, display).summary).toBe(
      'Retrait du contact Sophie C-1',
    );
    const changed = {
      type: 'RecipientContactLinkChanged',
      data: { contact_id: 'c-1', changes: { contact_id: { from: 'c-1', to: 'c-2' }, date: { from: null, to: '2026-11-02' } } },
    } as RecipientEvent;
    expect(describeEvent(changed, display)).toEqual({
      summary: 'Modification du contact Sophie C-1',
      changes: [
        { field: 'contact_id', label: 'Contact', from: 'Sophie C-1', to: 'Sophie C-2' },
        { field: 'date', label: 'Date', from: '—', to: '02/11/2026' },
      ],
    });
  });

  it("says what a free entry added to the address book, in the words of docs/recipient-file.md, 'Contacts'", () => {
    expect(createdNotice({ contact: true, organism: false })).toBe('Nouveau contact enregistré en base');
    expect(createdNotice({ contact: true, organism: true })).toBe('Nouveaux contacts et organismes enregistrés en base');
    expect(createdNotice({ contact: false, organism: false })).toBeNull();
  });
});
