import type { Static, TObject } from '@sinclair/typebox';
import type { UpdateRequest } from '@domain/shared/changes';
import type { updateBody } from './schemas';

/** Any update body that updateBody() describes, whatever its entity. */
export type UpdateBody = Static<ReturnType<typeof updateBody<TObject>>>;

/** The update body of API.md, as the command takes it. */
export function updateRequest({ origin, current, fail_on_concurrent, remove_absent_values }: UpdateBody): UpdateRequest {
  return { origin, current, failOnConcurrent: fail_on_concurrent ?? false, removeAbsent: remove_absent_values ?? false };
}
