import Router from '@koa/router';
import { followingGroup, orientationGroup } from '@domain/contactLinks/orientation';
import type { ContactLinkCreated } from '@domain/contactLinks/fields';
import { changeContactLink, linkContact, putContactFirst, unlinkContact } from '../../commands/contactLinks/contactLinkCommands';
import { editLinkedContact } from '../../commands/contactLinks/editLinkedContact';
import { linkFreeContact } from '../../commands/contactLinks/linkFreeContact';
import { contactLinksOfFile } from '../../projections/contactLinks';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { fieldGroupRoutes } from '../recordRoutes';
import { route } from '../route';
import { updateRequest } from '../updateRequest';
import {
  createContactLinkSchema,
  editContactLinkSchema,
  fileParams,
  followingFields,
  linkParams,
  orientationFields,
} from './contactLinks.schema';

/** The Contacts tab: the contacts linked to a file, in its order, and the organisms that oriented and follow the person. */
export function contactLinkRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/recipient/:id/contacts',
    route({ params: fileParams }, async (ctx, { params }) => {
      ok(ctx, await contactLinksOfFile(readContext(ctx), params.id));
    }),
  );

  router.put(
    '/recipient/:id/contacts',
    route(createContactLinkSchema, async (ctx, { body, params }) => {
      const command = commandContext(ctx);
      let answer: ContactLinkCreated;
      if (body.contact_ref) {
        const result = await linkContact(command, params.id, body.contact_ref);
        await settle(ctx, result);
        answer = { contact_id: String(body.contact_ref.contact_id), created: { contact: false, organism: false } };
      } else {
        const { position, ...created } = await linkFreeContact(command, params.id, body.contact_other ?? { contact: {} });
        await settle(ctx, { position });
        answer = created;
      }
      ok(ctx, answer);
    }),
  );

  router.post(
    '/recipient/:id/contact/:contactId',
    route(editContactLinkSchema, async (ctx, { body, params }) => {
      const command = commandContext(ctx);
      if (body.contact_ref) {
        const update = updateRequest(body.contact_ref);
        await settle(ctx, await changeContactLink(command, params.id, params.contactId, update));
        ok(ctx, update.current.contact_id ?? params.contactId);
      } else if (body.contact_other) {
        await settle(ctx, await editLinkedContact(command, params.id, params.contactId, updateRequest(body.contact_other)));
        ok(ctx, params.contactId);
      }
    }),
  );

  router.delete(
    '/recipient/:id/contact/:contactId',
    route({ params: linkParams }, async (ctx, { params }) => {
      await settle(ctx, await unlinkContact(commandContext(ctx), params.id, params.contactId));
      ok(ctx, params.contactId);
    }),
  );

  router.post(
    '/recipient/:id/contact/:contactId/first',
    route({ params: linkParams }, async (ctx, { params }) => {
      await settle(ctx, await putContactFirst(commandContext(ctx), params.id, params.contactId));
      ok(ctx, params.contactId);
    }),
  );

  fieldGroupRoutes(router, orientationGroup, orientationFields);
  fieldGroupRoutes(router, followingGroup, followingFields);
  return router;
}
