import { describe, expect, it } from 'vitest';
import type { DetentionFields, FollowFields } from '@domain/penal/fields';
import { recipientCreated } from '@domain/testing/builders';
import { on } from '../../projections/testing/projectionSpec';
import { penalReport } from './penal';
import { choice, fileEvent, nordParams, produceFromEvents } from './testing/produceFromEvents';

const organism = (id: string, name: string) =>
  on(`organism-${id}`, { type: 'OrganismCreated', data: { organism: { name, domain_id: null, antenna_id: null } } });
const follow = (recipientId: string, id: string, fields: Pick<FollowFields, 'organism_id' | 'start_date' | 'end_date'>) =>
  fileEvent(recipientId, { type: 'FollowAdded', data: { follow_id: id, follow: fields } });
const detention = (recipientId: string, id: string, place: string, exit_date: string | null) =>
  fileEvent(recipientId, {
    type: 'DetentionAdded',
    data: {
      detention_id: id,
      detention: { place, status: 'statut-condamne', start_date: '2024-01-01', exit_date } satisfies DetentionFields,
    },
  });

// Antenne Nord, first quarter of 2025.
const events = [
  organism('spip-69', 'SPIP du Rhône'),
  organism('spip-75', 'SPIP de Paris'),
  choice('place-fresnes', 'detention_place', 'Centre pénitentiaire de Fresnes'),
  choice('place-sante', 'detention_place', 'Prison de la Santé'),
  fileEvent('r1', recipientCreated({}, 1)),
  fileEvent('r2', recipientCreated({}, 2)),
  fileEvent('r3', recipientCreated({}, 3)),
  fileEvent('r4', recipientCreated({ antenna_id: 'ant-sud' }, 4)),
  // SPIP du Rhône: f1 ends in the period, f2 follows it on; SPIP de Paris: f3 begins on the last day; an organism
  // unknown to the address book; before, after, and Sud's do not count.
  follow('r1', 'f1', { organism_id: 'spip-69', start_date: '2024-06-01', end_date: '2025-02-15' }),
  follow('r1', 'f2', { organism_id: 'spip-69', start_date: '2025-02-16', end_date: '2025-12-31' }),
  follow('r2', 'f3', { organism_id: 'spip-75', start_date: '2025-03-31', end_date: '2025-09-30' }),
  follow('r2', 'f5', { organism_id: 'org-gone', start_date: '2025-01-01', end_date: '2025-01-31' }),
  follow('r3', 'f4', { organism_id: 'spip-75', start_date: '2024-01-01', end_date: '2024-12-31' }),
  follow('r3', 'f7', { organism_id: 'spip-75', start_date: '2025-04-01', end_date: '2025-12-31' }),
  follow('r4', 'f6', { organism_id: 'spip-69', start_date: '2025-01-01', end_date: '2025-12-31' }),
  detention('r1', 'e1', 'place-fresnes', '2025-01-15'),
  detention('r2', 'e2', 'place-fresnes', '2025-03-31'),
  detention('r3', 'e3', 'place-sante', '2025-02-01'),
  detention('r3', 'e4', 'place-sante', '2025-04-01'),
  detention('r1', 'e5', 'place-sante', null),
  detention('r4', 'e6', 'place-fresnes', '2025-02-01'),
];

describe('penal_statistics', () => {
  it('counts the follow-ups running in the period by organism, the new and the ended ones', async () => {
    const { sheets, progress } = await produceFromEvents(penalReport, events, nordParams());
    const [follows] = sheets;
    expect(follows.name).toBe('Suivis SPIP');
    expect(follows.rows.slice(3)).toEqual([
      ['Organisme', 'Suivis actifs', 'Nouveaux suivis', 'Suivis terminés'],
      ['Non renseigné', 1, 1, 1],
      ['SPIP de Paris', 1, 1, 0],
      ['SPIP du Rhône', 2, 1, 1],
      ['TOTAL', 4, 3, 2],
    ]);
    expect(progress.at(-1)).toBe(1);
  });

  it('counts the exits of detention in the period by place, and the people under justice', async () => {
    const { sheets } = await produceFromEvents(penalReport, events, nordParams());
    const [, exits, people] = sheets;
    expect(exits.name).toBe('Sorties de détention');
    expect(exits.rows.slice(3)).toEqual([
      ['Lieu de détention', 'Sorties'],
      ['Centre pénitentiaire de Fresnes', 2],
      ['Prison de la Santé', 1],
      ['TOTAL', 3],
    ]);
    expect(people.name).toBe('Personnes');
    expect(people.rows.slice(2)).toEqual([
      ['Indicateur', 'Personnes'],
      ['Personnes sous main de justice (suivi SPIP dans la période)', 2],
      ['Personnes sorties de détention dans la période', 3],
    ]);
  });

  it('counts every antenna when none is chosen', async () => {
    const params = { ...nordParams(), antenna_id: null, antenna_name: 'Toutes les antennes' };
    const { sheets } = await produceFromEvents(penalReport, events, params);
    expect(sheets[0].rows.at(-1)).toEqual(['TOTAL', 5, 4, 2]);
    expect(sheets[1].rows.at(-1)).toEqual(['TOTAL', 4]);
  });
});
