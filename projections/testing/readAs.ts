import { buildActor } from '@domain/testing/builders';
import type { Actor } from '@domain/users/actor';
import type { DocStore } from '../docStore';
import type { ReadContext } from '../readContext';

/** The context a spec's queries run in: an administrator (who opens every file) on the spec's day, unless told otherwise. */
export const readAs = (docs: DocStore, actor: Actor = buildActor('admin'), today = '2026-11-22'): ReadContext => ({ docs, actor, today });
