import type { ChoiceType } from '@domain/choices/types';
import { contactFunctions, contactStatuses, organismDomains } from './contacts';
import { countries } from './countries';
import { antennaAttachmentTypes, recipientAttachmentTypes } from './documents';
import { housingLeaveMotives, housingNatures } from './housing';
import { detentionPlaces, detentionStatuses } from './justice';
import { nationalities } from './nationalities';
import { familyStatuses, nationalityStatuses, radiationReasons, radiationStatuses } from './personal';
import { formationTypes, qualificationDomains } from './work';

/** The default entries of every reference list, loaded on a new data directory (reference data, not demo data). */
export const REFERENCE_LISTS: Record<ChoiceType, readonly string[]> = {
  contact_fonction: contactFunctions,
  contact_status: contactStatuses,
  organism_domain: organismDomains,
  country: countries,
  nationality: nationalities,
  nationality_status: nationalityStatuses,
  family_status: familyStatuses,
  radiation_reasons: radiationReasons,
  radiation_status: radiationStatuses,
  detention_place: detentionPlaces,
  detention_status: detentionStatuses,
  housing_nature: housingNatures,
  housing_liberation: housingLeaveMotives,
  formation_type: formationTypes,
  qualification_domain: qualificationDomains,
  attachment_types_for_recipient: recipientAttachmentTypes,
  attachment_types_for_antenna: antennaAttachmentTypes,
};
