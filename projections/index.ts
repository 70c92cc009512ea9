import { alertsProjection } from './alerts';
import { antennasProjection } from './antennas';
import { attachmentsProjection } from './attachments';
import { choicesProjection } from './choices';
import { commentsProjection } from './comments';
import { fileAccessProjection } from './fileAccess';
import { hotelsProjection } from './hotels';
import { domiciliationsProjection } from './domiciliations';
import { domiciliationRefusalsProjection } from './domiciliationRefusals';
import { housingsProjection } from './housings';
import { mailsProjection } from './mails';
import { roomsProjection } from './rooms';
import { recipientsProjection } from './recipients';
import { contactsProjection } from './contacts';
import { contactLinksProjection } from './contactLinks';
import { medicalProjection } from './medical';
import { organismsProjection } from './organisms';
import { penalProjection } from './penal';
import { resourcesProjection } from './resources';
import { workProjection } from './work';
import { helpsProjection } from './helps';
import { meetingsProjection } from './meetings';
import type { Projection } from './projection';
import { sessionsProjection } from './sessions';
import { statisticsProjection } from './statistics';
import { usersProjection } from './users';

/** Every read model the application serves from. */
export const allProjections: Projection[] = [
  usersProjection,
  antennasProjection,
  sessionsProjection,
  choicesProjection,
  organismsProjection,
  contactsProjection,
  recipientsProjection,
  commentsProjection,
  fileAccessProjection,
  hotelsProjection,
  roomsProjection,
  housingsProjection,
  mailsProjection,
  domiciliationsProjection,
  domiciliationRefusalsProjection,
  penalProjection,
  contactLinksProjection,
  medicalProjection,
  resourcesProjection,
  workProjection,
  helpsProjection,
  meetingsProjection,
  attachmentsProjection,
  alertsProjection,
  statisticsProjection,
];
