/** The reference lists (choices), with the French names the /choices screen shows (docs/screens.md, 'Reference lists'). */
export const CHOICE_TYPES = [
  { key: 'contact_fonction', label: 'Fonctions des contacts' },
  { key: 'contact_status', label: 'Statuts des contacts' },
  { key: 'organism_domain', label: 'Domaines des organismes' },
  { key: 'country', label: 'Pays' },
  { key: 'nationality', label: 'Nationalités' },
  { key: 'nationality_status', label: 'Statuts de nationalité' },
  { key: 'family_status', label: 'Situations familiales' },
  { key: 'radiation_reasons', label: 'Motifs de radiation' },
  { key: 'radiation_status', label: 'Statuts de radiation' },
  { key: 'detention_place', label: 'Lieux de détention' },
  { key: 'detention_status', label: 'Statuts de détention' },
  { key: 'housing_nature', label: "Natures d'hébergement" },
  { key: 'housing_liberation', label: "Motifs de sortie d'hébergement" },
  { key: 'formation_type', label: 'Types de formation' },
  { key: 'qualification_domain', label: 'Domaines de qualification' },
  { key: 'attachment_types_for_recipient', label: 'Types de documents des accueillis' },
  { key: 'attachment_types_for_antenna', label: 'Types de documents des antennes' },
] as const;

export type ChoiceType = (typeof CHOICE_TYPES)[number]['key'];
export const CHOICE_TYPE_KEYS: readonly ChoiceType[] = CHOICE_TYPES.map((type) => type.key);
