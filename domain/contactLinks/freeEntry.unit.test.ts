import { describe, expect, it } from 'vitest';
import { buildActor, DEMO_REFERENCES, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { changeFieldGroup } from '../recipients/fieldGroups';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import { DomainError } from '../shared/errors';
import type { Actor } from '../users/actor';
import { planFreeEntry, type NameHolder } from './freeEntry';
import { followingGroup, orientationGroup } from './orientation';
import { CONTACT_LINK_MESSAGES as M } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const volunteer = buildActor('volunteer', { id: 'u-nord' });
const facts = referenceFacts({
  ...DEMO_REFERENCES,
  choices: { ...DEMO_REFERENCES.choices, 'fn-cpip': 'contact_fonction', 'dom-social': 'organism_domain' },
});
const file = [recipientCreated()].reduce(evolveRecipient, initialRecipientState);
const lambert = { civility: 'Mme', name: 'Lambert', surname: 'Sophie', fonction_id: 'fn-cpip', tel: '0478000000', email: '' } as const;
const ccas = { name: 'CCAS de Lille', domain_id: 'dom-social', address: { postal_code: '59000', city: 'Lille', street: null } };
const plan = (input: Record<string, unknown>, holder: NameHolder | null = null, actor: Actor = volunteer, state: RecipientState = file) =>
  planFreeEntry(input, state, { actor, references: facts, holder });
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message, errors: error.errors, data: error.data };
  }
  throw new Error('expected a refusal');
};

describe('a contact entered freely', () => {
  it('creates the contact and the organism typed in when its name is free', () => {
    expect(plan({ contact: lambert, organism: ccas })).toEqual({
      contact: { ...lambert, email: null, organism_id: null },
      organism: { kind: 'created', organism: ccas },
    });
  });

  it('refuses a name the writer sees held already, naming that organism so that it may be chosen instead', () => {
    const holder = { organism_id: 'org-tous', name: 'CCAS de Lille', organism: { antenna_id: null } };
    expect(refusal(() => plan({ contact: lambert, organism: { name: 'ccas de lille', domain_id: null } }, holder))).toMatchObject({
      code: 'ORGANISM_ALREADY_EXISTS',
      message: "L'organisme CCAS de Lille existe déjà.",
      data: { name: 'CCAS de Lille', organism_id: 'org-tous' },
    });
  });

  it("refuses a name held by an organism out of the writer's sight, in the address book's words", () => {
    const holder = { organism_id: 'org-sud', name: 'CCAS de Lille', organism: { antenna_id: 'ant-sud' } };
    expect(refusal(() => plan({ contact: lambert, organism: ccas }, holder))).toMatchObject({
      code: 'ORGANISM_ALREADY_EXISTS',
      message: "L'organisme CCAS de Lille existe déjà.",
    });
    expect(refusal(() => plan({ contact: lambert, organism: ccas }, holder))).toHaveProperty('data', { name: 'CCAS de Lille' });
  });

  it('names an organism chosen by id when the writer sees it, and no organism when none is given', () => {
    expect(plan({ contact: lambert, organism_id: 'org-tous', organism: ccas }).organism).toEqual({
      kind: 'chosen',
      organism_id: 'org-tous',
    });
    expect(plan({ contact: lambert, organism: { name: '', address: { city: null } } }).organism).toEqual({ kind: 'none' });
  });

  it('judges everything at once, each message at its path', () => {
    expect(
      refusal(() =>
        plan({
          contact: { name: '', surname: '', tel: '', fonction_id: 'dom-social' },
          organism_id: 'org-sud',
          date: '2026-13-01',
        }),
      ),
    ).toEqual({
      code: 'OBJECT_CANNOT_BE_VALIDATED',
      message: M.missingFields,
      errors: {
        'contact.surname': 'Le prénom est requis',
        'contact.name': 'Le nom est requis',
        'contact.tel': 'Le Téléphone est requis',
        'contact.fonction_id': 'Valeur absente de la liste de référence',
        organism_id: M.unknownOrganism,
        date: M.badDate,
      },
      data: undefined,
    });
    expect(refusal(() => plan({ contact: lambert, organism: { name: 'Mission locale', domain_id: 'fn-cpip' } })).errors).toEqual({
      'organism.domain_id': 'Valeur absente de la liste de référence',
    });
    expect(refusal(() => plan({ contact: lambert, organism: { name: 'Mission locale' } })).errors).toEqual({
      'organism.domain_id': 'Le domaine est requis',
    });
    expect(refusal(() => plan({ contact: lambert, organism: { name: ' ', address: { city: 'Lille' } } })).errors).toEqual({
      'organism.name': 'Le nom est requis',
      'organism.domain_id': 'Le domaine est requis',
    });
  });

  it('is refused on a file of another antenna before anything is judged', () => {
    const sud = [recipientCreated({ antenna_id: 'ant-sud' })].reduce(evolveRecipient, initialRecipientState);
    expect(refusal(() => plan({ contact: {} }, null, volunteer, sud)).code).toBe('FORBIDDEN');
  });
});

describe("the selectors 'Orienté par' and 'Suivi par'", () => {
  const orient = (form: Record<string, unknown>) => (state: RecipientState) =>
    changeFieldGroup(orientationGroup, form, state, { actor: volunteer, references: facts }) as RecipientEvent[];
  const follow = (form: Record<string, unknown>) => (state: RecipientState) =>
    changeFieldGroup(followingGroup, form, state, { actor: volunteer, references: facts }) as RecipientEvent[];

  it('records an organism the writer sees, then none (Aucun)', () => {
    const oriented = { type: 'OrientationChanged', data: { changes: { oriented_by: { from: null, to: 'org-tous' } } } } as RecipientEvent;
    given(recipients, [recipientCreated()])
      .when(orient({ oriented_by: 'org-tous' }))
      .then([oriented]);
    given(recipients, [recipientCreated(), oriented])
      .when(orient({ oriented_by: null }))
      .then([{ type: 'OrientationChanged', data: { changes: { oriented_by: { from: 'org-tous', to: null } } } } as RecipientEvent]);
    given(recipients, [recipientCreated()])
      .when(follow({ followed_by: 'spip-69' }))
      .then([{ type: 'FollowingChanged', data: { changes: { followed_by: { from: null, to: 'spip-69' } } } } as RecipientEvent]);
  });

  it('refuses an organism of another antenna exactly as an unknown one', () => {
    given(recipients, [recipientCreated()])
      .when(follow({ followed_by: 'org-sud' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownOrganism, { followed_by: M.unknownOrganism });
    given(recipients, [recipientCreated()])
      .when(orient({ oriented_by: 'org-9' }))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.unknownOrganism, { oriented_by: M.unknownOrganism });
  });
});
