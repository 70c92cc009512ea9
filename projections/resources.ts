import { cafGroup } from '@domain/resources/caf';
import { resourceKind } from '@domain/resources/kind';
import { recordsProjection } from './records';

/** The Ressources tab: the file's resources and its CAF box. */
export const resourcesProjection = recordsProjection({
  name: 'resources',
  version: 1,
  kinds: [resourceKind],
  groups: [cafGroup],
});
