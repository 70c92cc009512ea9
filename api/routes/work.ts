import Router from '@koa/router';
import { applicationKind } from '@domain/work/application';
import { experienceKind } from '@domain/work/experience';
import { formationKind } from '@domain/work/formation';
import { poleEmploiGroup, schoolLevelGroup } from '@domain/work/groups';
import { qualificationKind } from '@domain/work/qualification';
import { WORK_MESSAGES } from '@domain/work/rules';
import { replaceRecords } from '../../commands/replaceRecords';
import { archiveApplication } from '../../commands/work/archiveApplication';
import { fileOfKindRecord } from '../../projections/records';
import { presentApplications, presentExperiences, presentFormations, presentQualifications } from '../../projections/work';
import { requireAuth } from '../authenticate';
import { commandContext, settle, type AppContext, type AppState } from '../context';
import { ok } from '../envelope';
import { fieldGroupRoutes, recordRoutes } from '../recordRoutes';
import { route } from '../route';
import {
  applicationSchemas,
  archiveSchema,
  experienceListSchema,
  experienceSchemas,
  formationSchemas,
  poleEmploiFields,
  qualificationSchemas,
  schoolLevelFields,
} from './work.schema';

/** The Formation/Emploi tab: qualifications, formations, experiences, jobs, the levels and France Travail boxes. */
export function workRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  recordRoutes(router, qualificationKind, {
    ...qualificationSchemas,
    present: (ctx, rows) => presentQualifications(ctx.services.docs, rows),
  });
  recordRoutes(router, formationKind, { ...formationSchemas, present: (ctx, rows) => presentFormations(ctx.services.docs, rows) });
  recordRoutes(router, experienceKind, { ...experienceSchemas, present: (ctx, rows) => presentExperiences(ctx.services.docs, rows) });
  recordRoutes(router, applicationKind, {
    ...applicationSchemas,
    present: (ctx, rows) => presentApplications(ctx.services.docs, rows),
  });
  router.post(
    '/recipient/:id/experiences',
    route(experienceListSchema, async (ctx, { body, params }) => {
      const list = { key: 'experiences', items: body.experiences, message: WORK_MESSAGES.experiencesMissing };
      const result = await replaceRecords(commandContext(ctx), experienceKind, params.id, list);
      await settle(ctx, result);
      ok(ctx, result.recordIds);
    }),
  );
  router.post(
    '/application/:id/archive',
    route(archiveSchema, async (ctx, { params }) => {
      const recipientId = await fileOfKindRecord(ctx.services.docs, applicationKind, params.id);
      await settle(ctx, await archiveApplication(commandContext(ctx), recipientId, params.id));
      ok(ctx, params.id);
    }),
  );
  fieldGroupRoutes(router, schoolLevelGroup, schoolLevelFields);
  fieldGroupRoutes(router, poleEmploiGroup, poleEmploiFields);
  return router;
}
