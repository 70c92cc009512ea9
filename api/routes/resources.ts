import Router from '@koa/router';
import { cafGroup } from '@domain/resources/caf';
import { resourceKind } from '@domain/resources/kind';
import { requireAuth } from '../authenticate';
import type { AppContext, AppState } from '../context';
import { fieldGroupRoutes, recordRoutes } from '../recordRoutes';
import { cafFields, createResourceSchema, resourceEntity } from './resources.schema';

/** The Ressources tab: the file's resources and its CAF box. */
export function resourceRoutes(): Router<AppState, AppContext> {
  const router = new Router<AppState, AppContext>({ prefix: '/api/web' });
  router.use(requireAuth);
  recordRoutes(router, resourceKind, { create: createResourceSchema, update: resourceEntity });
  fieldGroupRoutes(router, cafGroup, cafFields);
  return router;
}
