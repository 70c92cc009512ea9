import { describe, expect, it } from 'vitest';
import type { ContactEvent } from '@domain/contacts/contacts';
import type { OrganismEvent } from '@domain/organisms/organisms';
import type { RecipientEvent } from '@domain/recipients/events';
import { buildActor, recipientCreated } from '@domain/testing/builders';
import { contactLinksOfFile, contactLinksProjection } from './contactLinks';
import { recipientsProjection } from './recipients';
import { readAs } from './testing/readAs';
import { contactsProjection } from './contacts';
import { organismsProjection } from './organisms';
import { choicesProjection } from './choices';
import { givenEvents, on } from './testing/projectionSpec';

const file = (event: RecipientEvent) => on('recipient-r-1', event);
const linked = (contact_id: string) => file({ type: 'RecipientContactLinked', data: { contact_id, date: '2026-10-01' } } as RecipientEvent);
const contact = (id: string, name: string, antenna_id: string | null, organism_id: string | null = null) =>
  on<ContactEvent>(`contact-${id}`, {
    type: 'ContactCreated',
    data: { contact: { surname: 'Anne', name, tel: '0320000000', antenna_id, organism_id } },
  });
const organism = (id: string, name: string, antenna_id: string | null) =>
  on<OrganismEvent>(`organism-${id}`, {
    type: 'OrganismCreated',
    data: { organism: { name, domain_id: null, antenna_id, address: { postal_code: '59000', city: 'Lille' } } },
  });
const projections = [contactLinksProjection, contactsProjection, organismsProjection, choicesProjection, recipientsProjection];
const book = [
  organism('org-sud', 'CCAS de Marseille', 'ant-sud'),
  organism('org-tous', 'CAF du Nord', null),
  contact('c-tous', 'Leroy', null, 'org-sud'),
  contact('c-nord', 'Noel', 'ant-nord', 'org-tous'),
  contact('c-sud', 'Simon', 'ant-sud'),
];
const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });

describe('contact links projection', () => {
  it('keeps the order of the file: links appended, one put first, one switched in place, one removed', async () => {
    await givenEvents(projections, [...book, file(recipientCreated()), linked('c-tous'), linked('c-nord'), linked('c-sud')])
      .when([
        file({ type: 'RecipientContactPutFirst', data: { contact_id: 'c-sud' } } as RecipientEvent),
        file({
          type: 'RecipientContactLinkChanged',
          data: { contact_id: 'c-tous', changes: { contact_id: { from: 'c-tous', to: 'c-x' } } },
        } as RecipientEvent),
        file({ type: 'RecipientContactUnlinked', data: { contact_id: 'c-nord' } } as RecipientEvent),
      ])
      .then(async (docs) => {
        const rows = await contactLinksOfFile(readAs(docs, buildActor('admin', { antenna_id: 'siege' })), 'r-1');
        expect(rows.map((row) => [row.contact_id, row.abilities.put_first])).toEqual([
          ['c-sud', false],
          ['c-x', true],
        ]);
      });
  });

  it('shows the reader only what they see of the address book: a hidden contact without details, a hidden organism left out', async () => {
    await givenEvents(projections, [...book, file(recipientCreated()), linked('c-tous'), linked('c-nord'), linked('c-sud')]).then(
      async (docs) => {
        const rows = await contactLinksOfFile(readAs(docs, volunteer), 'r-1');
        expect(rows.map((row) => [row.contact_id, row.visible, row.name, row.organism_name, row.city, row.abilities.edit_contact])).toEqual(
          [
            ['c-tous', true, 'Leroy', null, null, false],
            ['c-nord', true, 'Noel', 'CAF du Nord', 'Lille', true],
            ['c-sud', false, null, null, null, false],
          ],
        );
      },
    );
  });

  it('forgets the links and selectors of a deleted file', async () => {
    await givenEvents(projections, [
      ...book,
      file(recipientCreated()),
      linked('c-tous'),
      file({ type: 'OrientationChanged', data: { changes: { oriented_by: { from: null, to: 'org-tous' } } } } as RecipientEvent),
    ])
      .when([file({ type: 'RecipientDeleted', data: {} } as RecipientEvent)])
      .then(async (docs) => {
        await expect(contactLinksOfFile(readAs(docs, volunteer), 'r-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
        expect(await docs.collection('file_contact_links').get('r-1')).toBeNull();
        expect(await docs.collection('file_orientation').get('r-1')).toBeNull();
      });
  });
});
