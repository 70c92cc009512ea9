import Router from '@koa/router';
import { setJusticePeriod, setMailRedirection } from '../../commands/recipients/fileActions';
import { openRecipientFile } from '../../projections/recipientFile';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { idParams } from '../schemas';
import { validate } from '../validate';
import * as schemas from './recipients.schema';

/** What the file's header shows besides the identity: the justice period and the mail redirection. */
export function recipientHeaderRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.post('/recipient/:id/justice', validate(schemas.justiceSchema), async (ctx) => {
    await settle(ctx, await setJusticePeriod(commandContext(ctx), ctx.params.id, bodyOf<{ justice: { start?: string | null; end?: string | null; organism_id?: string | null } }>(ctx).justice));
    ok(ctx, ctx.params.id);
  });

  router.get('/recipient/:id/mail_redirection', validate({ params: idParams }), async (ctx) => {
    ok(ctx, (await openRecipientFile(ctx.services.store, ctx.state.actor, ctx.params.id)).status.mail_redirection);
  });

  router.post('/recipient/:id/mail_redirection', validate(schemas.mailRedirectionSchema), async (ctx) => {
    await settle(ctx, await setMailRedirection(commandContext(ctx), ctx.params.id, bodyOf<{ mail_redirection?: string | null }>(ctx).mail_redirection ?? null));
    ok(ctx, ctx.params.id);
  });

  return router;
}
