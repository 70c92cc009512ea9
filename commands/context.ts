import type { EventStore } from './eventStore';
import type { Actor } from '@domain/users/actor';

/** Hashes and checks passwords (bcrypt in infra/crypto). */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, hash: string): Promise<boolean>;
}

/** What commands are built from: the event store, the clock and the id generator are injected so tests control them. */
export interface CommandDeps {
  store: EventStore;
  clock: () => Date;
  newId: () => string;
  passwords: PasswordHasher;
}

/** A command's context: its dependencies, who runs it, the request it belongs to and the session it came through. */
export interface CommandContext extends CommandDeps {
  actor: Actor;
  correlationId: string;
  sessionId?: string;
}

/** The outcome of a write: the global position to wait for before reading (null when nothing was recorded). */
export interface WriteResult {
  position: bigint | null;
}
