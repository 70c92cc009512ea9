import Router from '@koa/router';
import { refusalKind, refusalKindOn } from '@domain/domiciliations/refusals';
import type { DomiciliationRefusalFields } from '@domain/domiciliations/refusalsFields';
import type { FormOf } from '@domain/shared/forms';
import { addRecord, deleteRecord, updateRecord } from '../../commands/records';
import { fileOfKindRecord, readRecord, recordsOfFile } from '../../projections/records';
import { requireAuth } from '../authenticate';
import { commandContext, readContext, settle, todayOf, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import { editSchema, idParams } from '../schemas';
import { updateRequest } from '../updateRequest';
import { createRefusalSchema, refusalEntity } from './domiciliationRefusals.schema';

// The five calls of the record kit (api/recordRoutes.ts), written out because a refusal is judged on
// the day it is written (never dated after it) and the kit's calls judge a record without a day: the
// add and the edit run the kit's commands with the kind of the server's day.

/**
 * GET and PUT /recipient/:id/domiciliation_refusals, GET, POST and DELETE /domiciliation_refusal/:id:
 * the refusals of domiciliation of a file, under the file's access rules whatever id is named.
 */
export function domiciliationRefusalRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  router.get(
    '/recipient/:id/domiciliation_refusals',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await recordsOfFile(readContext(ctx), refusalKind, params.id));
    }),
  );
  router.put(
    '/recipient/:id/domiciliation_refusals',
    route(createRefusalSchema, async (ctx, { body, params }) => {
      const form: FormOf<DomiciliationRefusalFields> = body.domiciliation_refusal;
      const result = await addRecord(commandContext(ctx), refusalKindOn(todayOf(ctx)), params.id, form);
      await settle(ctx, result);
      ok(ctx, result.recordId);
    }),
  );
  router.get(
    '/domiciliation_refusal/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await readRecord(readContext(ctx), refusalKind, params.id));
    }),
  );
  router.post(
    '/domiciliation_refusal/:id',
    route(editSchema(refusalEntity), async (ctx, { body, params }) => {
      const recipientId = await fileOfKindRecord(ctx.services.docs, refusalKind, params.id);
      const kind = refusalKindOn(todayOf(ctx));
      await settle(ctx, await updateRecord(commandContext(ctx), kind, recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );
  router.delete(
    '/domiciliation_refusal/:id',
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfKindRecord(ctx.services.docs, refusalKind, params.id);
      await settle(ctx, await deleteRecord(commandContext(ctx), refusalKind, recipientId, params.id));
      ok(ctx, params.id);
    }),
  );
  return router;
}
