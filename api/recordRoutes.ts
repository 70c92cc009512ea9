import type Router from '@koa/router';
import type { TObject } from '@sinclair/typebox';
import type { FieldGroup } from '@domain/recipients/fieldGroups';
import type { RecordKind } from '@domain/recipients/records';
import type { FormOf } from '@domain/shared/forms';
import { addRecord, deleteRecord, saveFieldGroup, updateRecord } from '../commands/records';
import { fileOfKindRecord, groupOfFile, readRecord, recordsOfFile } from '../projections/records';
import { commandContext, readContext, settle, type AppContext, type AppState, type Ctx } from './context';
import { ok } from './envelope';
import { route } from './route';
import { editSchema, idParams, object } from './schemas';
import { updateRequest } from './updateRequest';

// The calls of the records and field groups of a file, the same for every kind (docs/architecture.md, 'Records and field groups'):
// GET and PUT /recipient/:id/<records>, GET, POST and DELETE /<record>/:id; GET and POST
// /recipient/:id/<group>. Reads check the file's access rules in their query (projections/records.ts), writes in the
// file's decision, through the file the record belongs to, whatever id the request names.

/** A record as read, with its abilities. */
type RecordRow<F extends object> = Awaited<ReturnType<typeof recordsOfFile<F>>>[number];

/** How a kind's calls are checked and answered. */
interface RecordCalls<F extends object> {
  /** PUT /recipient/:id/<plural> (createSchema) and the entity POST /<singular>/:id edits (editSchema is applied). */
  create: { params: typeof idParams; body: TObject; unwrap: string[]; echoes: Record<string, string> };
  update: TObject;
  /** What the list and the single GET add to each record: labels of the ids, figures computed on the day. */
  present?(ctx: Ctx, rows: RecordRow<F>[]): Promise<object[]>;
}

/** The five calls of a kind of record. */
export function recordRoutes<F extends object>(router: Router<AppState, AppContext>, kind: RecordKind<F>, calls: RecordCalls<F>): void {
  const { plural, singular } = kind;
  const present = (ctx: Ctx, rows: RecordRow<F>[]) => (calls.present ? calls.present(ctx, rows) : Promise.resolve(rows));
  router.get(
    `/recipient/:id/${plural}`,
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await present(ctx, await recordsOfFile(readContext(ctx), kind, params.id)));
    }),
  );
  router.put(
    `/recipient/:id/${plural}`,
    route(calls.create, async (ctx, { body, params }) => {
      const form = (body as Record<string, unknown>)[singular] as FormOf<F>;
      const result = await addRecord(commandContext(ctx), kind, params.id, form);
      await settle(ctx, result);
      ok(ctx, result.recordId);
    }),
  );
  router.get(
    `/${singular}/:id`,
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, (await present(ctx, [await readRecord(readContext(ctx), kind, params.id)]))[0]);
    }),
  );
  router.post(
    `/${singular}/:id`,
    route(editSchema(calls.update), async (ctx, { body, params }) => {
      const recipientId = await fileOfKindRecord(ctx.services.docs, kind, params.id);
      await settle(ctx, await updateRecord(commandContext(ctx), kind, recipientId, params.id, updateRequest(body)));
      ok(ctx, params.id);
    }),
  );
  router.delete(
    `/${singular}/:id`,
    route({ params: idParams }, async (ctx, { params }) => {
      const recipientId = await fileOfKindRecord(ctx.services.docs, kind, params.id);
      await settle(ctx, await deleteRecord(commandContext(ctx), kind, recipientId, params.id));
      ok(ctx, params.id);
    }),
  );
}

/**
 * GET and POST /recipient/:id/<group>; the POST body holds the group's fields (all of them: one left
 * out is cleared), under `wrap` when the call wraps them (POST /medical sends {medical}: docs/api.md, 'Santé').
 */
export function fieldGroupRoutes<F extends object>(
  router: Router<AppState, AppContext>,
  group: FieldGroup<F>,
  fields: TObject,
  wrap?: string,
): void {
  const body = wrap ? object({ [wrap]: fields }, [wrap]) : fields;
  router.get(
    `/recipient/:id/${group.key}`,
    route({ params: idParams }, async (ctx, { params }) => {
      ok(ctx, await groupOfFile(readContext(ctx), group, params.id));
    }),
  );
  router.post(
    `/recipient/:id/${group.key}`,
    route({ params: idParams, body, unwrap: wrap ? [wrap] : [] }, async (ctx, request) => {
      const sent = (wrap ? (request.body as Record<string, unknown>)[wrap] : request.body) as FormOf<F>;
      const { params } = request;
      await settle(ctx, await saveFieldGroup(commandContext(ctx), group, params.id, sent));
      ok(ctx, params.id);
    }),
  );
}
