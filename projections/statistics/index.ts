import { composeFacts } from './facts';
import { domiciliationFacts } from './domiciliationFacts';
import { fileFacts } from './fileFacts';
import { housingFacts } from './housingFacts';
import { meetingFacts } from './meetingFacts';
import { penalFacts } from './penalFacts';
import { refusalFacts } from './refusalFacts';
import { workFacts } from './workFacts';

/** The statistics read model: every fact module, the files' first (the others read a file's antenna from it). */
export const statisticsProjection = composeFacts('statistics', 1, [
  fileFacts,
  housingFacts,
  domiciliationFacts,
  refusalFacts,
  penalFacts,
  meetingFacts,
  workFacts,
]);
