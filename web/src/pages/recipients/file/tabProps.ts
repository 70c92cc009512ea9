import type { Actor } from '@domain/users/actor';
import type { RecipientView } from '../../../api/recipients';

/** What every tab of a file receives: the file as loaded and the signed-in user. */
export interface TabProps {
  file: RecipientView;
  actor: Actor;
}
