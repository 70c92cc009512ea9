import type { UpdateRequest } from '../domain/shared/changes';

/** The update body of API.md, as the command takes it. */
export function updateRequest(body: unknown): UpdateRequest {
  const { origin, current, fail_on_concurrent, remove_absent_values } = body as {
    origin: Record<string, unknown>;
    current: Record<string, unknown>;
    fail_on_concurrent?: boolean;
    remove_absent_values?: boolean;
  };
  return { origin, current, failOnConcurrent: fail_on_concurrent ?? false, removeAbsent: remove_absent_values ?? false };
}
