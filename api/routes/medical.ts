import Router from '@koa/router';
import { medicalGroup } from '@domain/health/medical';
import { requireAuth } from '../authenticate';
import type { AppContext, AppState } from '../context';
import { fieldGroupRoutes } from '../recordRoutes';
import { medicalFields } from './medical.schema';

/** The Santé tab: GET and POST /recipient/:id/medical, the body wrapped as {medical}. */
export function medicalRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  fieldGroupRoutes(router, medicalGroup, medicalFields, 'medical');
  return router;
}
