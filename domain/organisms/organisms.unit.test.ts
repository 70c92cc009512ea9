import { describe, expect, it } from 'vitest';
import { buildActor, DEMO_REFERENCES, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import {
  createOrganism,
  evolveOrganism,
  initialOrganismState,
  organismNameKey,
  updateOrganism,
  type OrganismEvent,
  type OrganismFields,
} from './organisms';

const organisms = { initialState: initialOrganismState, evolve: evolveOrganism };
const references = referenceFacts({
  ...DEMO_REFERENCES,
  choices: { 'dom-social': 'organism_domain', 'dom-sante': 'organism_domain', 'pays-fr': 'country' },
});
const volunteer = { actor: buildActor('volunteer'), references };
const manager = { actor: buildActor('siege', { antenna_id: 'siege' }), references };
const fields: OrganismFields = { name: 'CCAS de Lille', domain_id: 'dom-social' };
const createdFor = (antenna_id: string | null): OrganismEvent => ({
  type: 'OrganismCreated',
  data: { organism: { archived: false, source: false, destination: false, ...fields, antenna_id } },
});
// The client sends the organism as loaded, so the origin carries its visibility.
const edit = (change: Partial<OrganismFields>, antenna_id: string | null = 'ant-nord') => ({
  update: { origin: { ...fields, antenna_id }, current: { ...fields, antenna_id, ...change }, failOnConcurrent: false },
});

describe('createOrganism', () => {
  it("defaults the flags to false and the visibility to the creator's antenna", () => {
    given(organisms)
      .when((s) => createOrganism({ organism: fields }, s, volunteer))
      .then([createdFor('ant-nord')]);
  });

  it("defaults an organism manager's organism to visible by all", () => {
    given(organisms)
      .when((s) => createOrganism({ organism: fields }, s, manager))
      .then([createdFor(null)]);
  });

  it('refuses a missing name or domain with the messages of docs/screens.md', () => {
    given(organisms)
      .when((s) => createOrganism({ organism: { name: '', domain_id: null } }, s, volunteer))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Des champs sont manquants', {
        name: 'Le nom est requis',
        domain_id: 'Le domaine est requis',
      });
  });

  it('refuses a visibility chosen without organism_management', () => {
    given(organisms)
      .when((s) => createOrganism({ organism: { ...fields, antenna_id: null } }, s, volunteer))
      .thenRefuses('FORBIDDEN', 'Seule la gestion des organismes peut choisir la visibilité');
  });
});

describe('updateOrganism', () => {
  it('lets the people of its antenna edit it', () => {
    given(organisms, [createdFor('ant-nord')])
      .when((s) => updateOrganism(edit({ tel: '0320000000' }), s, volunteer))
      .then([{ type: 'OrganismChanged', data: { changes: { tel: { from: null, to: '0320000000' } } } }]);
  });

  it('refuses the people of another antenna, and a visibility change without organism_management', () => {
    given(organisms, [createdFor('ant-sud')])
      .when((s) => updateOrganism(edit({ tel: '01' }), s, volunteer))
      .thenRefuses('FORBIDDEN');
    given(organisms, [createdFor(null)])
      .when((s) => updateOrganism(edit({ tel: '01' }), s, { actor: buildActor('antenna_admin'), references }))
      .thenRefuses('FORBIDDEN');
    given(organisms, [createdFor('ant-nord')])
      .when((s) => updateOrganism(edit({ antenna_id: null }), s, volunteer))
      .thenRefuses('FORBIDDEN', 'Seule la gestion des organismes peut choisir la visibilité');
  });

  it('lets an organism manager edit any organism, and records nothing without change', () => {
    given(organisms, [createdFor('ant-sud')])
      .when((s) => updateOrganism(edit({ antenna_id: null }, 'ant-sud'), s, manager))
      .then([{ type: 'OrganismChanged', data: { changes: { antenna_id: { from: 'ant-sud', to: null } } } }]);
    given(organisms, [createdFor('ant-sud')])
      .when((s) => updateOrganism(edit({}), s, manager))
      .thenNothing();
  });

  it('refuses an unknown organism', () => {
    given(organisms)
      .when((s) => updateOrganism(edit({ tel: '1' }), s, manager))
      .thenRefuses('NOT_FOUND', 'Organisme introuvable');
  });
});

describe('organismNameKey', () => {
  it('ignores case, accents, spaces and dots', () => {
    expect(organismNameKey('SPIP du Rhône')).toBe(organismNameKey('  spip  DU rhone '));
    expect(organismNameKey('C.C.A.S. de Lyon')).toBe(organismNameKey('CCAS de Lyon'));
    expect(organismNameKey('CCAS de Lyon')).not.toBe(organismNameKey('CCAS de Lille'));
  });
});

describe('what an organism names', () => {
  it('refuses a domain of another list and an antenna that does not exist', () => {
    given(organisms)
      .when((s) => createOrganism({ organism: { ...fields, domain_id: 'pays-fr', antenna_id: 'ant-inconnue' } }, s, manager))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', undefined, {
        domain_id: 'Valeur absente de la liste de référence',
        antenna_id: 'Antenne inconnue',
      });
  });
});
