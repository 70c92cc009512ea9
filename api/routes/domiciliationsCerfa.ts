import type Router from '@koa/router';
import { attestedPeriod } from '@domain/domiciliations/decide';
import { recordAttestation } from '../../commands/domiciliations/recordAttestation';
import { cerfaData } from '../../projections/cerfaData';
import { openedDomiciliation } from '../../projections/domiciliationQueries';
import type { DomiciliationDoc } from '../../projections/domiciliations';
import { loadRecipientFile, type RecipientView } from '../../projections/recipientFile';
import { commandContext, readContext, settle, todayOf, type AppContext, type AppState, type Ctx } from '../context';
import { route } from '../route';
import { idParams } from '../schemas';

type Attestation = { filename: string; pdf: Uint8Array };

/** Generates the attestation from today's data, keeps it and records it in the file's history. */
async function generate(ctx: Ctx, file: RecipientView, dom: DomiciliationDoc): Promise<Attestation> {
  // pdf-lib and its fonts load with the first attestation, not at start.
  const { perform: renderCerfa } = await import('../../documents/cerfa/cerfaDocument');
  const attestation = await renderCerfa(await cerfaData(ctx.services.docs, file, dom, todayOf(ctx)));
  await settle(ctx, await recordAttestation(commandContext(ctx), ctx.services.files, dom.recipient_id, dom._id, attestation));
  return attestation;
}

/** The latest attestation kept for the domiciliation, if any. */
async function latest(ctx: Ctx, dom: DomiciliationDoc): Promise<Attestation | null> {
  if (!dom.attestation) return null;
  const kept = await ctx.services.files.get(dom.attestation.file_id);
  // The store keeps what it was given; a file missing from it is an incident to look into, not a reason to refuse the person.
  if (!kept)
    console.error(
      `[cerfa] file ${dom.attestation.file_id} of domiciliation ${dom._id} is missing from the file store: generating a new one`,
    );
  return kept && { filename: kept.name, pdf: kept.bytes };
}

/**
 * The attestation of an own domiciliation, for whoever may open its file (404 / 403 otherwise, before anything is
 * generated); an external domiciliation has none (409 EXTERNAL_DOMICILIATION).
 */
async function answerAttestation(ctx: Ctx, id: string, which: 'latest' | 'fresh'): Promise<void> {
  const dom = await openedDomiciliation(readContext(ctx), id);
  const file = await loadRecipientFile(ctx.services.store, ctx.services.docs, ctx.state.actor, dom.recipient_id);
  attestedPeriod(dom);
  const kept = which === 'latest' ? await latest(ctx, dom) : null;
  const { filename, pdf } = kept ?? (await generate(ctx, file, dom));
  ctx.set('filename', filename);
  ctx.set('Access-Control-Expose-Headers', 'filename');
  ctx.attachment(filename);
  ctx.type = 'application/pdf';
  ctx.body = Buffer.from(pdf);
}

/**
 * The Cerfa attestation calls, on the domiciliation router. They are GETs (docs/api.md, 'Domiciliations'), yet may record an
 * event (the generation of an attestation, in the file's history): a download link can then fetch them directly.
 */
export function cerfaRoutes(router: Router<AppState, AppContext>): void {
  // The latest attestation kept, generated (and recorded) only when there is none yet.
  router.get(
    '/domiciliation/:id/download_cerfa',
    route({ params: idParams }, (ctx, { params }) => answerAttestation(ctx, params.id, 'latest')),
  );
  // Always a new attestation from today's data (the referent, the antenna's agreement, the person's names...).
  router.get(
    '/domiciliation/:id/refresh_cerfa',
    route({ params: idParams }, (ctx, { params }) => answerAttestation(ctx, params.id, 'fresh')),
  );
}
