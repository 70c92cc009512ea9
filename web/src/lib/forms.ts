import { ApiError } from '../api/client';

/** Field errors of a refused save, shown beside the fields; true when there were any. */
export function showServerErrors(form: { setErrors(errors: Record<string, string>): void }, error: unknown): boolean {
  if (!(error instanceof ApiError) || Object.keys(error.errors).length === 0) return false;
  form.setErrors(error.errors);
  return true;
}

/** Empty strings become null, so a cleared field is sent as cleared and compared as such. */
export function blanksToNull<T extends object>(values: T): T {
  return JSON.parse(JSON.stringify(values, (_key, value: unknown) => (value === '' ? null : value))) as T;
}
