import Router from '@koa/router';
import { addMail, deleteMail, handOverMail, updateMail } from '../../commands/mails/mailCommands';
import { addProxy, deleteProxy, updateProxy } from '../../commands/mails/proxyCommands';
import { fileOfMail, fileOfProxy, mailsOfFile, proxiesOfFile, readMail, readProxy } from '../../projections/mails';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import * as schemas from './mails.schema';

/** The mails logged for a file, their hand-over, and the proxies allowed to collect them (the redirection is in recipientHeader). */
export function mailRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/recipient/:id/mails',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await mailsOfFile(readContext(ctx), params.id));
    }),
  );

  router.put(
    '/recipient/:id/mails',
    route(schemas.createMailSchema, async (ctx, { body, params }) => {
      const result = await addMail(commandContext(ctx), params.id, body.mail);
      await settle(ctx, result);
      ok(ctx, result.mailId);
    }),
  );

  router.get(
    '/mail/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readMail(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/mail/:id',
    route(schemas.updateMailSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfMail(ctx.services.docs, params.id);
      await settle(ctx, await updateMail(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/mail/:id/hand_over',
    route(schemas.handOverSchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfMail(ctx.services.docs, params.id);
      await settle(ctx, await handOverMail(commandContext(ctx), recipientId, params.id, body));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/mail/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfMail(ctx.services.docs, params.id);
      await settle(ctx, await deleteMail(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/recipient/:id/procurations',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await proxiesOfFile(readContext(ctx), params.id));
    }),
  );

  router.put(
    '/recipient/:id/procurations',
    route(schemas.createProxySchema, async (ctx, { body, params }) => {
      const result = await addProxy(commandContext(ctx), params.id, body.procuration);
      await settle(ctx, result);
      ok(ctx, result.proxyId);
    }),
  );

  router.get(
    '/procuration/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readProxy(readContext(ctx), params.id));
    }),
  );

  router.post(
    '/procuration/:id',
    route(schemas.updateProxySchema, async (ctx, { body, params }) => {
      const recipientId = await fileOfProxy(ctx.services.docs, params.id);
      await settle(ctx, await updateProxy(commandContext(ctx), recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/procuration/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfProxy(ctx.services.docs, params.id);
      await settle(ctx, await deleteProxy(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );

  return router;
}
