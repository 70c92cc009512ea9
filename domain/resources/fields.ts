/** Incomes and allowances a file records (docs/recipient-file.md, 'Ressources'). */
export const RESOURCE_LABELS = [
  'Salaire',
  'Solidarité Transport',
  'RSA',
  'ARE',
  'AAH',
  'Allocation logement',
  'Pension',
  'CEJ',
  'Autre',
] as const;

/** Whether the person has it, has not, or has asked for it. */
export const RESOURCE_STATUSES = ['Oui', 'Non', 'En cours de demande'] as const;

/** A resource of a file: what it is, whether the person receives it, how much a month (€), since when, and who to ask. */
export interface ResourceFields {
  label: (typeof RESOURCE_LABELS)[number];
  status: (typeof RESOURCE_STATUSES)[number];
  amount?: number | null;
  date?: string | null;
  comment?: string | null;
  contact_ids: string[];
}
