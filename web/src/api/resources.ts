import type { FormOf } from '@domain/shared/forms';
import type { CafFields, Resource, ResourceFields } from '../../../api/types';
import { useFieldGroup, useFieldGroupSave, useFileRecords, useRecordMutations } from './records';

export type { CafFields, Resource };
/** A resource as its modal sends it. */
export type ResourceInput = FormOf<ResourceFields>;

const TAB = 'resources';

/** The resources of a file, latest date first (GET /recipient/:id/resources). */
export const useResources = (recipientId: string) => useFileRecords<Resource>(TAB, 'resources', recipientId);

/** Add, edit and delete of a file's resources. */
export const useResourceMutations = () => useRecordMutations<Resource, ResourceInput>(TAB, { plural: 'resources', singular: 'resource' });

/** The CAF box of a file (GET /recipient/:id/caf). */
export const useCaf = (recipientId: string) => useFieldGroup<CafFields>(TAB, 'caf', recipientId);

/** Saves the CAF box (POST /recipient/:id/caf). */
export const useCafSave = () => useFieldGroupSave<CafFields>(TAB, 'caf');
