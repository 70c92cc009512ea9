import { DEMO_REFERENCES, buildActor, referenceFacts } from '../testing/builders';
import type { Actor } from '../users/actor';
import { evolveRecipient, initialRecipientState } from '../recipients/state';
import type { ApplicationFields, FormationFields } from './fields';

// Builders of the Formation/Emploi unit tests: the file aggregate, reference facts that know the
// tab's lists, and valid records.

export const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
export const volunteer = buildActor('volunteer', { id: 'u-nord' });

/** The demo references plus entries of the tab's two lists (one deleted, one of another list). */
export const WORK_REFERENCES = {
  ...DEMO_REFERENCES,
  choices: {
    ...DEMO_REFERENCES.choices,
    'dom-batiment': 'qualification_domain',
    'dom-cuisine': 'qualification_domain',
    'dom-supprime': 'qualification_domain',
    'type-caces': 'formation_type',
  } as typeof DEMO_REFERENCES.choices,
  deletedChoices: [...DEMO_REFERENCES.deletedChoices, 'dom-supprime'],
};

/** What a decision knows: the actor and the tab's references. */
export const workCtx = (actor: Actor = volunteer) => ({ actor, references: referenceFacts(WORK_REFERENCES) });

/** A valid formation as stored. */
export function buildFormation(overrides: Partial<FormationFields> = {}): FormationFields {
  return {
    type: 'type-caces',
    domain: 'dom-batiment',
    name: 'CACES R489',
    status: 'Prévue',
    application_date: null,
    start_date: '2026-03-02',
    end_date: '2026-03-13',
    effective_end_date: null,
    participation: 150.5,
    terminated: false,
    in_detention: false,
    drive_license: false,
    comment: null,
    contact_ids: [],
    ...overrides,
  };
}

/** A valid job as stored. */
export function buildApplication(overrides: Partial<ApplicationFields> = {}): ApplicationFields {
  return {
    name: 'Agent de propreté',
    domain: 'dom-batiment',
    type: 'IAE',
    contract_type: 'CDDI (insertion)',
    status: 'Embauché',
    company: 'Net Plus',
    postal: '59000',
    city: 'Lille',
    tel: null,
    salary: 1250,
    application_date: '2026-01-10',
    start_date: '2026-02-01',
    end_date: null,
    effective_end_date: null,
    terminated: false,
    in_detention: false,
    comment: null,
    contact_ids: [],
    ...overrides,
  };
}
