import type { ReportType } from '@domain/statistics/reportTypes';
import { altReport } from './alt';
import { applicationsReport } from './applications';
import { domiciliationActivityReport } from './domiciliationActivity';
import { domiciliationAnnualReport } from './domiciliationAnnual';
import { domiciliationDetailReport } from './domiciliationDetail';
import { formationsReport } from './formations';
import { housingReport } from './housing';
import { meetingsReport } from './meetings';
import { penalReport } from './penal';
import { peopleReport } from './people';
import { recipientsReport } from './recipients';
import type { ReportDefinition } from './report';
import { usersReport } from './users';

const DEFINITIONS = [
  meetingsReport,
  housingReport,
  domiciliationActivityReport,
  domiciliationAnnualReport,
  penalReport,
  peopleReport,
  altReport,
  recipientsReport,
  usersReport,
  domiciliationDetailReport,
  formationsReport,
  applicationsReport,
];

/** The definition of each report type, by type. */
export const REPORT_DEFINITIONS = Object.fromEntries(DEFINITIONS.map((definition) => [definition.type, definition])) as Record<
  ReportType,
  ReportDefinition
>;
