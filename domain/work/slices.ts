import { applicationSlice } from './application';
import { applicationArchiveSlice } from './archive';
import { experienceSlice } from './experience';
import { formationSlice } from './formation';
import { poleEmploiSlice, schoolLevelSlice } from './groups';
import { qualificationSlice } from './qualification';

/** The slices of the Formation/Emploi tab, which the file (recipients/slices.ts) lists among its own. */
export const WORK_SLICES = [
  qualificationSlice,
  formationSlice,
  experienceSlice,
  applicationSlice,
  applicationArchiveSlice,
  schoolLevelSlice,
  poleEmploiSlice,
] as const;
