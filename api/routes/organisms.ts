import Router from '@koa/router';
import { createContact, updateContact } from '../../commands/contacts/contactCommands';
import { createOrganism, updateOrganism } from '../../commands/organisms/organismCommands';
import { contactsByIds, listContacts, openContact } from '../../projections/contacts';
import { listOrganismNames, listOrganisms, openOrganism } from '../../projections/organisms';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { updateRequest } from '../updateRequest';
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

  router.get(
    '/organisms',
    route({ query: searchQuery }, async (ctx, { query }) => {
      ok(ctx, await listOrganisms(ctx.services.docs, ctx.state.actor, query.search));
    }),
  );

  router.get(
    '/organisms/plain',
    route({ query: searchQuery }, async (ctx, { query }) => {
      ok(ctx, await listOrganismNames(ctx.services.docs, ctx.state.actor, query.search));
    }),
  );

  router.put(
    '/organism/new',
    route(createOrganismSchema, async (ctx, { body }) => {
      const result = await createOrganism(commandContext(ctx), body.organism);
      await settle(ctx, result);
      ok(ctx, { organism_id: result.organismId });
    }),
  );

  router.get(
    '/organism/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await openOrganism(ctx.services.docs, ctx.state.actor, params.id));
    }),
  );

  router.get(
    '/organism/:id/contacts',
    route({ params: idParams }, async (ctx, { params }) => {
      await openOrganism(ctx.services.docs, ctx.state.actor, params.id);
      ok(ctx, await listContacts(ctx.services.docs, ctx.state.actor, { organismId: params.id }));
    }),
  );

  router.post(
    '/organism/:id',
    route(updateOrganismSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateOrganism(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/contacts',
    route({ query: searchQuery }, async (ctx, { query }) => {
      ok(ctx, await listContacts(ctx.services.docs, ctx.state.actor, { search: query.search }));
    }),
  );

  router.post(
    '/contacts/by_list',
    route(contactsByListSchema, async (ctx, { body }) => {
      ok(ctx, await contactsByIds(ctx.services.docs, ctx.state.actor, body.contact_ids));
    }),
  );

  router.put(
    '/contact/new',
    route(createContactSchema, async (ctx, { body }) => {
      const result = await createContact(commandContext(ctx), body.contact);
      await settle(ctx, result);
      ok(ctx, { contact_id: result.contactId });
    }),
  );

  router.get(
    '/contact/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await openContact(ctx.services.docs, ctx.state.actor, params.id));
    }),
  );

  router.post(
    '/contact/:id',
    route(updateContactSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateContact(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  return router;
}
