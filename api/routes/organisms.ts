import Router from '@koa/router';
import { createContact, updateContact } from '../../commands/contacts/contactCommands';
import { createOrganism, updateOrganism } from '../../commands/organisms/organismCommands';
import type { ContactFields } from '../../domain/contacts/contacts';
import type { OrganismFields } from '../../domain/organisms/organisms';
import { contactsByIds, listContacts, openContact } from '../../projections/contacts';
import { listOrganismNames, listOrganisms, openOrganism } from '../../projections/organisms';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { updateRequest } from '../updateRequest';
import { validate } from '../validate';
import {
  contactsByListSchema,
  createContactSchema,
  createOrganismSchema,
  idParams,
  searchQuery,
  updateContactSchema,
  updateOrganismSchema,
} from './references.schema';

/** The shared address book: organisms and contacts, each visible to all or to one antenna. */
export function organismRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  const search = (query: Record<string, unknown>) => query.search as string | undefined;

  router.get('/organisms', validate({ query: searchQuery }), async (ctx) => {
    ok(ctx, await listOrganisms(ctx.services.docs, ctx.state.actor, search(ctx.state.query)));
  });

  router.get('/organisms/plain', validate({ query: searchQuery }), async (ctx) => {
    ok(ctx, await listOrganismNames(ctx.services.docs, ctx.state.actor, search(ctx.state.query)));
  });

  router.put('/organism/new', validate(createOrganismSchema), async (ctx) => {
    const result = await createOrganism(commandContext(ctx), bodyOf<{ organism: OrganismFields }>(ctx).organism);
    await settle(ctx, result);
    ok(ctx, { organism_id: result.organismId });
  });

  router.get('/organism/:id', validate({ params: idParams }), async (ctx) => {
    ok(ctx, await openOrganism(ctx.services.docs, ctx.state.actor, ctx.params.id));
  });

  router.get('/organism/:id/contacts', validate({ params: idParams }), async (ctx) => {
    await openOrganism(ctx.services.docs, ctx.state.actor, ctx.params.id);
    ok(ctx, await listContacts(ctx.services.docs, ctx.state.actor, { organismId: ctx.params.id }));
  });

  router.post('/organism/:id', validate(updateOrganismSchema), async (ctx) => {
    await settle(ctx, await updateOrganism(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.get('/contacts', validate({ query: searchQuery }), async (ctx) => {
    ok(ctx, await listContacts(ctx.services.docs, ctx.state.actor, { search: search(ctx.state.query) }));
  });

  router.post('/contacts/by_list', validate(contactsByListSchema), async (ctx) => {
    ok(ctx, await contactsByIds(ctx.services.docs, ctx.state.actor, bodyOf<{ contact_ids: string[] }>(ctx).contact_ids));
  });

  router.put('/contact/new', validate(createContactSchema), async (ctx) => {
    const result = await createContact(commandContext(ctx), bodyOf<{ contact: ContactFields }>(ctx).contact);
    await settle(ctx, result);
    ok(ctx, { contact_id: result.contactId });
  });

  router.get('/contact/:id', validate({ params: idParams }), async (ctx) => {
    ok(ctx, await openContact(ctx.services.docs, ctx.state.actor, ctx.params.id));
  });

  router.post('/contact/:id', validate(updateContactSchema), async (ctx) => {
    await settle(ctx, await updateContact(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  return router;
}
