import { fieldGroupSlice, type FieldGroup } from '../recipients/fieldGroups';
import type { FollowingFields, OrientationFields } from './fields';
import { CONTACT_LINK_MESSAGES as M } from './rules';

// The two selectors of the Contacts tab: the organism that sent the person ('Orienté par') and the one
// that follows them ('Suivi par'); each an organism the writer sees, or none ('Aucun').

export const orientationGroup: FieldGroup<OrientationFields, 'Orientation', 'orientation'> = {
  event: 'Orientation',
  key: 'orientation',
  labels: { oriented_by: 'Orienté par' },
  kinds: { oriented_by: 'organism' },
  references: { oriented_by: { kind: 'organism', message: M.unknownOrganism } },
  empty: { oriented_by: null },
  normalize: (form) => form,
  errors: () => ({}),
  messages: { missingFields: M.notSaved },
  sentence: "Modification de l'organisme d'orientation",
};

export const followingGroup: FieldGroup<FollowingFields, 'Following', 'following'> = {
  event: 'Following',
  key: 'following',
  labels: { followed_by: 'Suivi par' },
  kinds: { followed_by: 'organism' },
  references: { followed_by: { kind: 'organism', message: M.unknownOrganism } },
  empty: { followed_by: null },
  normalize: (form) => form,
  errors: () => ({}),
  messages: { missingFields: M.notSaved },
  sentence: "Modification de l'organisme de suivi",
};

/** 'Orienté par' of the file. */
export const orientationSlice = fieldGroupSlice(orientationGroup);
/** 'Suivi par' of the file. */
export const followingSlice = fieldGroupSlice(followingGroup);
