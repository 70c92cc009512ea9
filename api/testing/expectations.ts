import { expect } from 'vitest';
import type { TestServer } from './testServer';

/** Runs a request that must be refused, and checks that the event log did not grow. */
export async function expectNothingAppended<T>(server: TestServer, send: () => Promise<T>): Promise<T> {
  const before = await server.services.store.headPosition();
  const result = await send();
  expect(await server.services.store.headPosition()).toBe(before);
  return result;
}
