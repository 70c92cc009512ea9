import Router from '@koa/router';
import { setJusticePeriod, setMailRedirection } from '../../commands/recipients/fileActions';
import { openRecipientFile } from '../../projections/recipientFile';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import * as schemas from './recipients.schema';

/** What the file's header shows besides the identity: the justice period and the mail redirection. */
export function recipientHeaderRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.post(
    '/recipient/:id/justice',
    route(schemas.justiceSchema, async (ctx, { body, params }) => {
      await settle(ctx, await setJusticePeriod(commandContext(ctx), params.id, body.justice));
      ok(ctx, params.id);
    }),
  );

  router.get(
    '/recipient/:id/mail_redirection',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, (await openRecipientFile(ctx.services.store, ctx.state.actor, params.id)).status.mail_redirection);
    }),
  );

  router.post(
    '/recipient/:id/mail_redirection',
    route(schemas.mailRedirectionSchema, async (ctx, { body, params }) => {
      await settle(ctx, await setMailRedirection(commandContext(ctx), params.id, body.mail_redirection ?? null));
      ok(ctx, params.id);
    }),
  );

  return router;
}
