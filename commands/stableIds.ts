import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) drawn from the SHA-256 of a key: the same key always gives the same id, so a
 * write keyed by it (an alert, the event of a job's report) is found again by whoever retries it.
 */
export function uuidFromKey(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
