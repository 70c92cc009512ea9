import Koa from 'koa';
import { koaBody } from 'koa-body';
import type { AppContext, AppState } from './context';
import { errorHandler } from './middleware/errorHandler';
import { correlationId, requireJsonBody, securityHeaders } from './middleware/security';
import { webClient } from './middleware/webClient';
import { alertRoutes } from './routes/alerts';
import { statisticsRoutes } from './routes/statistics';
import { antennaRoutes } from './routes/antennas';
import { attachmentRoutes } from './routes/attachments';
import { authRoutes } from './routes/auth';
import { choiceRoutes } from './routes/choices';
import { commentRoutes } from './routes/comments';
import { hotelRoutes } from './routes/hotels';
import { domiciliationRoutes } from './routes/domiciliations';
import { domiciliationRefusalRoutes } from './routes/domiciliationRefusals';
import { penalRoutes } from './routes/penal';
import { housingRoutes } from './routes/housings';
import { mailRoutes } from './routes/mails';
import { recipientRoutes } from './routes/recipients';
import { resourceRoutes } from './routes/resources';
import { contactLinkRoutes } from './routes/contactLinks';
import { medicalRoutes } from './routes/medical';
import { workRoutes } from './routes/work';
import { helpRoutes } from './routes/helps';
import { meetingRoutes } from './routes/meetings';
import { recipientHeaderRoutes } from './routes/recipientHeader';
import { recipientHistoryRoutes } from './routes/recipientHistory';
import { organismRoutes } from './routes/organisms';
import { healthRoutes } from './routes/health';
import { dispatchRouters } from './routerDispatch';
import { userRoutes } from './routes/users';
import type { Services } from './services';

/** The Koa application: security headers, errors as envelopes, JSON bodies only (1 MB), the routes, then the built web client. */
export function createApp(services: Services): Koa<AppState, AppContext> {
  // Behind one reverse proxy, the client is the last address it appended: earlier X-Forwarded-For entries are the client's own say.
  const app = new Koa<AppState, AppContext>({ proxy: services.config.trustProxy, maxIpsCount: 1 });
  app.context.services = services;
  app.use(securityHeaders);
  app.use(correlationId);
  app.use(errorHandler);
  // Documents are uploaded as multipart forms, which their routes receive themselves: mounted before the JSON-only rule.
  const attachments = attachmentRoutes(services);
  app.use(attachments.routes());
  app.use(attachments.allowedMethods());
  app.use(requireJsonBody);
  app.use(koaBody({ json: true, jsonStrict: true, jsonLimit: '1mb', multipart: false, urlencoded: false, text: false }));
  app.use(
    dispatchRouters([
      healthRoutes(),
      authRoutes(),
      userRoutes(),
      antennaRoutes(),
      choiceRoutes(),
      organismRoutes(),
      recipientRoutes(),
      recipientHeaderRoutes(),
      recipientHistoryRoutes(),
      commentRoutes(),
      hotelRoutes(),
      housingRoutes(),
      mailRoutes(),
      domiciliationRoutes(),
      domiciliationRefusalRoutes(),
      penalRoutes(),
      contactLinkRoutes(),
      medicalRoutes(),
      resourceRoutes(),
      workRoutes(),
      helpRoutes(),
      meetingRoutes(),
      alertRoutes(),
      statisticsRoutes(),
    ]),
  );
  app.use(webClient(services.config.webDistDir));
  return app;
}
