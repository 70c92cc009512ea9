import type { DocSession, DocStore } from './docStore';
import { applyChanges } from '@domain/shared/changes';
import { forbidden, notFound } from '@domain/shared/errors';
import { normalizeText } from '@domain/shared/text';
import type { Actor } from '@domain/users/actor';
import { CONTACT_MESSAGES, type ContactEvent, type ContactFields } from '@domain/contacts/contacts';
import type { OrganismEvent } from '@domain/organisms/organisms';
import { canSeeItem, itemAbilities } from '@domain/organisms/sharedItems';
import { choiceLabels } from './choices';
import { handlers, type Projection } from './projection';
import { idOf } from './streamIds';
import { visibleTo } from './visibility';

/** A contact with the name and domain of its organism (kept by this projection's own copy of organisms). */
export type ContactDoc = ContactFields & { _id: string; organism_name: string | null; organism_domain_id: string | null; sort_key: string };
/** A contact as its form reads it. */
export type ContactRecord = ContactFields & { _id: string };
/** A contact as its form opens it, with what the reader may do with it. */
export type OpenedContact = ContactRecord & { abilities: ReturnType<typeof itemAbilities> };
/** A row of the contacts lists, with the labels it shows. */
export type ContactRow = ContactRecord & { organism_name: string | null; domain: string | null; fonction: string | null };

const CONTACTS = 'contacts';
// The projection keeps its own organism names: reading another projection's collection here could
// see it ahead of or behind this one.
const ORGANISM_NAMES = 'contact_organisms';
type OrganismName = { _id: string; name: string; domain_id: string | null };

async function withOrganism(tx: DocSession, contact: ContactDoc): Promise<ContactDoc> {
  const organism = contact.organism_id ? await tx.collection<OrganismName>(ORGANISM_NAMES).get(contact.organism_id) : null;
  return {
    ...contact,
    organism_name: organism?.name ?? null,
    organism_domain_id: organism?.domain_id ?? null,
    sort_key: normalizeText(`${contact.name} ${contact.surname}`),
  };
}

export const contactsProjection: Projection = {
  name: 'contacts',
  version: 1,
  collections: [
    { name: CONTACTS, indexes: ['organism_id', 'antenna_id', 'archived', 'sort_key'], search: ['surname', 'name', 'organism_name'] },
    { name: ORGANISM_NAMES },
  ],
  handles: {
    ...handlers<ContactEvent>({
      async ContactCreated(event, tx) {
        const blank = { organism_name: null, organism_domain_id: null, sort_key: '' };
        await tx
          .collection<ContactDoc>(CONTACTS)
          .put(await withOrganism(tx, { ...event.data.contact, ...blank, _id: idOf(event.streamId) }));
      },
      async ContactChanged(event, tx) {
        const contacts = tx.collection<ContactDoc>(CONTACTS);
        const doc = await contacts.get(idOf(event.streamId));
        if (doc) await contacts.put(await withOrganism(tx, applyChanges(doc, event.data.changes)));
      },
    }),
    ...handlers<OrganismEvent>({
      async OrganismCreated(event, tx) {
        const { name, domain_id } = event.data.organism;
        await tx.collection<OrganismName>(ORGANISM_NAMES).put({ _id: idOf(event.streamId), name, domain_id });
      },
      async OrganismChanged(event, tx) {
        const id = idOf(event.streamId);
        const names = tx.collection<OrganismName>(ORGANISM_NAMES);
        const current = await names.get(id);
        if (!current) return;
        const next = applyChanges(current, event.data.changes);
        if (next.name === current.name && next.domain_id === current.domain_id) return;
        await names.put({ _id: id, name: next.name, domain_id: next.domain_id });
        const contacts = tx.collection<ContactDoc>(CONTACTS);
        for (const contact of (await contacts.find({ where: { organism_id: id } })).items)
          await contacts.put(await withOrganism(tx, contact));
      },
    }),
  },
};

const record = ({ organism_name: _n, organism_domain_id: _d, sort_key: _s, ...contact }: ContactDoc): ContactRecord => contact;

/** Contacts rows with the labels they show. */
async function toRows(docs: DocStore, contacts: ContactDoc[]): Promise<ContactRow[]> {
  const labels = await choiceLabels(
    docs,
    contacts.flatMap((c) => [c.organism_domain_id, c.fonction_id]),
  );
  const label = (id: string | null | undefined) => (id ? (labels.get(id) ?? null) : null);
  return contacts.map((c) => ({
    ...record(c),
    organism_name: c.organism_name,
    domain: label(c.organism_domain_id),
    fonction: label(c.fonction_id),
  }));
}

/** Contacts the actor sees, by name, searched on names and organism (accents aside). */
export async function listContacts(
  docs: DocStore,
  actor: Actor,
  opts: { search?: string; organismId?: string } = {},
): Promise<ContactRow[]> {
  const where = {
    ...visibleTo(actor),
    ...(opts.search ? { $text: opts.search } : {}),
    ...(opts.organismId ? { organism_id: opts.organismId } : {}),
  };
  return toRows(docs, (await docs.collection<ContactDoc>(CONTACTS).find({ where, sort: [['sort_key', 1]] })).items);
}

/** The contacts named, in the order given, among those the actor sees. */
export async function contactsByIds(docs: DocStore, actor: Actor, ids: string[]): Promise<ContactRow[]> {
  const found = await docs.collection<ContactDoc>(CONTACTS).getMany(ids);
  return toRows(
    docs,
    found.filter((contact) => canSeeItem(actor, contact)),
  );
}

/** One contact the actor may see. */
export async function openContact(docs: DocStore, actor: Actor, id: string): Promise<OpenedContact> {
  const contact = await docs.collection<ContactDoc>(CONTACTS).get(id);
  if (!contact) throw notFound(CONTACT_MESSAGES.notFound);
  if (!canSeeItem(actor, contact)) throw forbidden();
  return { ...record(contact), abilities: itemAbilities(actor, contact) };
}

/** Contacts' names ('Prénom NOM') by id, for the history of a file. */
export async function contactNames(docs: DocStore, ids: string[]): Promise<Map<string, string>> {
  const found = await docs.collection<ContactDoc>(CONTACTS).getMany(ids.filter(Boolean));
  return new Map(found.map((contact) => [contact._id, `${contact.surname} ${contact.name.toUpperCase()}`]));
}
