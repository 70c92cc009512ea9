import Router from '@koa/router';
import { logFileAccess } from '../../commands/recipients/logFileAccess';
import { createRecipient, nextFileNumber } from '../../commands/recipients/createRecipient';
import { deleteRecipient, radiateRecipient, transferRecipient, unradiateRecipient } from '../../commands/recipients/fileActions';
import { updateRecipient } from '../../commands/recipients/updateRecipient';
import { findAntenna } from '../../projections/antennas';
import { loadRecipientFile } from '../../projections/recipientFile';
import { listRecipients } from '../../projections/recipientList';
import { transferReferents } from '../../projections/users';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, todayOf, type AppContext, type AppState } from '../context';
import { ok, paginate } from '../envelope';
import { route } from '../route';
import { idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import * as schemas from './recipients.schema';

/** Recipient files: list, creation, the file and its civil tab, radiation, transfer, deletion. */
export function recipientRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/last_file',
    route({}, async (ctx) => {
      ok(ctx, await nextFileNumber({ store: ctx.services.store }));
    }),
  );

  router.get(
    '/recipients',
    route(schemas.listRecipientsSchema, async (ctx, { query }) => {
      const { page = 0, per_page = 20, domiciliation, housed, ...filter } = query;
      const yesNo = (value?: string) => (value === 'Oui' || value === 'Non' ? value : undefined);
      const today = todayOf(ctx);
      const { rows, total } = await listRecipients(
        ctx.services.docs,
        ctx.state.actor,
        { ...filter, domiciliation: yesNo(domiciliation), housed: yesNo(housed) },
        page,
        per_page,
        today,
      );
      ok(ctx, rows, paginate(page, per_page, total));
    }),
  );

  router.put(
    '/recipient/new',
    route(schemas.createRecipientSchema, async (ctx, { body }) => {
      const { file_number: _ignored, ...recipient } = body.recipient;
      const result = await createRecipient(commandContext(ctx), recipient);
      await settle(ctx, result);
      ok(ctx, { recipient_id: result.recipientId });
    }),
  );

  router.get(
    '/recipient/:id',
    route(schemas.readRecipientSchema, async (ctx, { params, query }) => {
      const asOf = query.as_of === undefined ? undefined : new Date(query.as_of).toISOString();
      const today = todayOf(ctx);
      const file = await loadRecipientFile(ctx.services.store, ctx.services.docs, ctx.state.actor, params.id, asOf, today);
      await logFileAccess(commandContext(ctx), params.id, asOf ? { kind: 'past_state', asOf } : { kind: 'current' });
      ok(ctx, file);
    }),
  );

  router.post(
    '/recipient/:id',
    route(schemas.updateRecipientSchema, async (ctx, { body, params }) => {
      await settle(ctx, await updateRecipient(commandContext(ctx), params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );

  router.delete(
    '/recipient/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      await settle(ctx, await deleteRecipient(commandContext(ctx), params.id));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/recipient/:id/transfert/:antenna_id',
    route(schemas.transferSchema, async (ctx, { body, params }) => {
      await settle(
        ctx,
        await transferRecipient(commandContext(ctx), params.id, { toAntennaId: params.antenna_id, userRef: body.user_ref }),
      );
      ok(ctx, { name: (await findAntenna(ctx.services.docs, params.antenna_id))?.name ?? '' });
    }),
  );

  router.get(
    '/recipient/:id/transfert/:antenna_id/referents',
    route(schemas.transferReferentsSchema, async (ctx, { params }) => {
      ok(ctx, await transferReferents(readContext(ctx), params.id, params.antenna_id));
    }),
  );

  router.post(
    '/recipient/:id/radiation',
    route(schemas.radiationSchema, async (ctx, { body, params }) => {
      await settle(ctx, await radiateRecipient(commandContext(ctx), params.id, body));
      ok(ctx, params.id);
    }),
  );

  router.post(
    '/recipient/:id/unradiation',
    route(schemas.unradiationSchema, async (ctx, { body, params }) => {
      await settle(ctx, await unradiateRecipient(commandContext(ctx), params.id, body));
      ok(ctx, params.id);
    }),
  );

  return router;
}
