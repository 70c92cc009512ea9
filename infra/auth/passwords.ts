import bcrypt from 'bcryptjs';
import type { PasswordHasher } from '../../commands/context';

/** bcrypt hashing; the cost is configurable so tests can run fast. */
export function bcryptHasher(rounds: number): PasswordHasher {
  return {
    hash: (password) => bcrypt.hash(password, rounds),
    verify: (password, hash) => (hash ? bcrypt.compare(password, hash) : Promise.resolve(false)),
  };
}
