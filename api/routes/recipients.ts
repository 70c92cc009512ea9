import Router from '@koa/router';
import { logFileAccess } from '../../commands/recipients/logFileAccess';
import { createRecipient, nextFileNumber } from '../../commands/recipients/createRecipient';
import { deleteRecipient, radiateRecipient, transferRecipient, unradiateRecipient } from '../../commands/recipients/fileActions';
import { updateRecipient } from '../../commands/recipients/updateRecipient';
import type { NewRecipientInput } from '../../domain/recipients/decide';
import { frenchDay } from '../../domain/shared/dates';
import { findAntenna } from '../../projections/antennas';
import { loadRecipientFile } from '../../projections/recipientFile';
import { listRecipients, type RecipientFilter } from '../../projections/recipients';
import { requireAuth } from '../authenticate';
import { bodyOf, commandContext, settle, type AppContext, type AppState } from '../context';
import { ok, paginate } from '../envelope';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import { validate } from '../validate';
import * as schemas from './recipients.schema';

/** Recipient files: list, creation, the file and its civil tab, radiation, transfer, deletion. */
export function recipientRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get('/last_file', validate({}), async (ctx) => {
    ok(ctx, await nextFileNumber({ store: ctx.services.store }));
  });

  router.get('/recipients', validate(schemas.listRecipientsSchema), async (ctx) => {
    const { page = 0, per_page = 20, domiciliation, housed, ...filter } = ctx.state.query as RecipientFilter & { page?: number; per_page?: number; domiciliation?: string; housed?: string };
    const yesNo = (value?: string) => (value === 'Oui' || value === 'Non' ? value : undefined);
    const today = frenchDay(ctx.services.deps.clock());
    const { rows, total } = await listRecipients(ctx.services.docs, ctx.state.actor, { ...filter, domiciliation: yesNo(domiciliation), housed: yesNo(housed) }, page, per_page, today);
    ok(ctx, rows, paginate(page, per_page, total));
  });

  router.put('/recipient/new', validate(schemas.createRecipientSchema), async (ctx) => {
    const { file_number: _ignored, ...recipient } = bodyOf<{ recipient: NewRecipientInput & { file_number?: number | null } }>(ctx).recipient;
    const result = await createRecipient(commandContext(ctx), recipient);
    await settle(ctx, result);
    ok(ctx, { recipient_id: result.recipientId });
  });

  router.get('/recipient/:id', validate(schemas.readRecipientSchema), async (ctx) => {
    const asOf = ctx.state.query.as_of === undefined ? undefined : new Date(String(ctx.state.query.as_of)).toISOString();
    const file = await loadRecipientFile(ctx.services.store, ctx.services.docs, ctx.state.actor, ctx.params.id, asOf);
    await logFileAccess(commandContext(ctx), ctx.params.id, asOf ? { kind: 'past_state', asOf } : { kind: 'current' });
    ok(ctx, file);
  });

  router.post('/recipient/:id', validate(schemas.updateRecipientSchema), async (ctx) => {
    await settle(ctx, await updateRecipient(commandContext(ctx), ctx.params.id, updateRequest(bodyOf(ctx))));
    ok(ctx, ctx.params.id);
  });

  router.delete('/recipient/:id', validate({ params: idParams }), async (ctx) => {
    await settle(ctx, await deleteRecipient(commandContext(ctx), ctx.params.id));
    ok(ctx, ctx.params.id);
  });

  router.post('/recipient/:id/transfert/:antenna_id', validate(schemas.transferSchema), async (ctx) => {
    await settle(ctx, await transferRecipient(commandContext(ctx), ctx.params.id, ctx.params.antenna_id));
    ok(ctx, { name: (await findAntenna(ctx.services.docs, ctx.params.antenna_id))?.name ?? '' });
  });

  router.post('/recipient/:id/radiation', validate(schemas.radiationSchema), async (ctx) => {
    await settle(ctx, await radiateRecipient(commandContext(ctx), ctx.params.id, bodyOf(ctx)));
    ok(ctx, ctx.params.id);
  });

  router.post('/recipient/:id/unradiation', validate(schemas.unradiationSchema), async (ctx) => {
    await settle(ctx, await unradiateRecipient(commandContext(ctx), ctx.params.id, bodyOf(ctx)));
    ok(ctx, ctx.params.id);
  });

  return router;
}
