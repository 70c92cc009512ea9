import type { FieldChanges } from '../shared/changes';
import type { Habilitation, Right } from './habilitations';

/** A user's profile: every field of the User entity but the login and the password. */
export interface UserProfile {
  initials?: string | null;
  gender?: 'Homme' | 'Femme' | null;
  surname: string;
  name: string;
  birth_date?: string | null;
  tel?: string | null;
  tel2?: string | null;
  email?: string | null;
  email2?: string | null;
  address_street?: string | null;
  address_postal_code?: string | null;
  address_city?: string | null;
  habilitation: Habilitation;
  antenna_id: string | null;
  role?: string | null;
  role_spec?: string | null;
  cotisation?: 'Réglée' | 'Expempté' | 'Non réglée' | null;
  activity_time?: number | null;
  procuration?: boolean;
  delegation?: boolean;
  actif: boolean;
  convention?: boolean;
  cni?: boolean;
  activity?: { start_date?: string | null; end_date?: string | null };
  comment?: string | null;
  rights: Right[];
}

export type UserEvent =
  | { type: 'UserCreated'; data: { user: UserProfile; login: string; password_hash: string } }
  | { type: 'UserChanged'; data: { changes: FieldChanges } }
  // kept_session: the session (token jti) the change was made from, which stays open while the others end.
  | { type: 'UserPasswordChanged'; data: { password_hash: string; kept_session?: string } }
  | { type: 'UserDeleted'; data: Record<string, never> };
