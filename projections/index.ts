import { antennasProjection } from './antennas';
import type { Projection } from './projection';
import { sessionsProjection } from './sessions';
import { usersProjection } from './users';

/** Every read model the application serves from. */
export const allProjections: Projection[] = [usersProjection, antennasProjection, sessionsProjection];
