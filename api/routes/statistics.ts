import Router from '@koa/router';
import { forbidden } from '@domain/shared/errors';
import { antennaChoices, defaultReportParams, judgeIndicatorPeriod } from '@domain/statistics/params';
import { REPORT_TYPES, STATISTICS_MESSAGES, mayProduceReport, reportTypeView } from '@domain/statistics/reportTypes';
import { listAntennas } from '../../projections/antennas';
import { statisticsIndicators } from '../../projections/statistics/indicators';
import { requireAuth } from '../authenticate';
import { todayOf, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { route } from '../route';
import * as schemas from './statistics.schema';
import { answerReport, reportJobOf, reportJobView, startReport, waitForReport } from './statisticsJobs';

/** Statistics reports (docs/api.md 'Statistics'): the types, a type's defaults, a report produced by a job, the indicators. */
export function statisticsRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);

  router.get(
    '/statistic_types',
    route({}, async (ctx) => {
      ok(ctx, REPORT_TYPES.filter((type) => mayProduceReport(ctx.state.actor, type)).map(reportTypeView));
    }),
  );

  router.get(
    '/statistic_default/:type',
    route(schemas.defaultSchema, async (ctx, { params }) => {
      const { actor } = ctx.state;
      if (!mayProduceReport(actor, params.type)) throw forbidden(STATISTICS_MESSAGES.restricted);
      const antennas = antennaChoices(actor, await listAntennas(ctx.services.docs));
      ok(ctx, { ...reportTypeView(params.type), params: defaultReportParams(params.type, actor, todayOf(ctx)), antennas });
    }),
  );

  router.put(
    '/statistics',
    route(schemas.produceSchema, async (ctx, { body }) => {
      const job = await waitForReport(ctx, await startReport(ctx, body.statistic));
      await answerReport(ctx, job);
    }),
  );

  router.post(
    '/statistics/jobs',
    route(schemas.produceSchema, async (ctx, { body }) => {
      ok(ctx, { job_id: await startReport(ctx, body.statistic) });
    }),
  );

  router.get(
    '/statistics/jobs/:id',
    route(schemas.jobSchema, async (ctx, { params }) => {
      ok(ctx, reportJobView(await reportJobOf(ctx, params.id)));
    }),
  );

  router.get(
    '/statistics/jobs/:id/download',
    route(schemas.jobSchema, async (ctx, { params }) => {
      await answerReport(ctx, await reportJobOf(ctx, params.id));
    }),
  );

  router.get(
    '/statistics/indicators',
    route(schemas.indicatorsSchema, async (ctx, { query }) => {
      const period = judgeIndicatorPeriod(ctx.state.actor, query);
      ok(ctx, await statisticsIndicators(ctx.services.docs, period));
    }),
  );

  return router;
}
