import type { DomainEvent } from '../shared/aggregate';
import { attachmentsSlice } from '../attachments/slice';
import { contactLinksSlice } from '../contactLinks/slice';
import { followingSlice, orientationSlice } from '../contactLinks/orientation';
import { domiciliationSlice } from '../domiciliations/slice';
import { refusalSlice } from '../domiciliations/refusals';
import { medicalSlice } from '../health/medical';
import { housingSlice } from '../housings/slice';
import { mailSlice } from '../mails/slice';
import { meetingSlice } from '../meetings/slice';
import { penalSlice } from '../penal/slice';
import { cafSlice } from '../resources/caf';
import { resourceSlice } from '../resources/kind';
import { WORK_SLICES } from '../work/slices';
import { civilSlice } from './civilSlice';
import { commentsSlice } from './commentsSlice';
import type { FileSlice } from './slice';

/** The slices a recipient file is made of: a new tab adds its slice here, and nowhere else in the domain. */
export const FILE_SLICES = [
  civilSlice,
  commentsSlice,
  housingSlice,
  domiciliationSlice,
  refusalSlice,
  mailSlice,
  penalSlice,
  contactLinksSlice,
  orientationSlice,
  followingSlice,
  medicalSlice,
  resourceSlice,
  cafSlice,
  ...WORK_SLICES,
  meetingSlice,
  attachmentsSlice,
] as const;

type AnySlice = (typeof FILE_SLICES)[number];
type EventOf<T> = T extends FileSlice<object, infer E> ? E : never;
type StateOf<T> = T extends FileSlice<infer S, DomainEvent> ? S : never;
type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** Every event of a recipient file: the events of its slices. */
export type RecipientEvent = EventOf<AnySlice>;

/** A recipient file as folded from its stream: the parts of its slices side by side. */
export type RecipientState = Intersection<StateOf<AnySlice>>;

/** The slice that folds, describes and labels an event type. */
export function sliceOf(type: string): FileSlice<object, DomainEvent> | undefined {
  return BY_TYPE.get(type);
}

const BY_TYPE = new Map<string, FileSlice<object, DomainEvent>>(
  FILE_SLICES.flatMap((slice) => slice.eventTypes.map((type) => [type, slice as unknown as FileSlice<object, DomainEvent>])),
);
