import { medicalGroup } from '@domain/health/medical';
import { recordsProjection } from './records';

/** The Santé tab: the medical box of each file. */
export const medicalProjection = recordsProjection({ name: 'medical', version: 1, kinds: [], groups: [medicalGroup] });
