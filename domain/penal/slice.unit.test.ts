import { describe, expect, it } from 'vitest';
import { describeEvent, displayPlain, referencedIds, type Display } from '../recipients/history';
import type { RecipientEvent } from '../recipients/events';

// The history resolves ids to labels: here a list entry reads as its label, an organism as its name.
const LABELS: Record<string, string> = { corbas: "Maison d'arrêt de Lyon-Corbas", libere: 'Libéré', 'spip-69': 'SPIP du Rhône' };
const display: Display = (kind, value) =>
  ((kind === 'choice' || kind === 'organism') && LABELS[String(value)]) || displayPlain(kind, value);

describe('the history of the penal situation', () => {
  it('tells an element added with its place, status and period, and names the ids it needs labelled', () => {
    const added: RecipientEvent = {
      type: 'DetentionAdded',
      data: {
        detention_id: 'd-1',
        detention: { place: 'corbas', status: 'libere', organism_id: 'spip-69', start_date: '2025-01-01', end_date: null },
      },
    };
    expect(describeEvent(added, display).summary).toBe(
      "Ajout d'un élément de parcours pénal : Maison d'arrêt de Lyon-Corbas (Libéré), du 01/01/2025 au —",
    );
    expect(referencedIds(added)).toEqual(
      expect.arrayContaining([
        { kind: 'choice', id: 'corbas' },
        { kind: 'organism', id: 'spip-69' },
      ]),
    );
  });

  it('tells a follow-up by its SPIP and each changed field by its label, contacts by their count', () => {
    const follow: RecipientEvent = {
      type: 'FollowAdded',
      data: { follow_id: 'f-1', follow: { organism_id: 'spip-69', start_date: '2026-11-01', end_date: '2027-04-30' } },
    };
    expect(describeEvent(follow, display).summary).toBe('Suivi par SPIP du Rhône du 01/11/2026 au 30/04/2027');
    const changed: RecipientEvent = {
      type: 'FollowChanged',
      data: {
        follow_id: 'f-1',
        changes: { end_date: { from: '2027-04-30', to: '2027-05-31' }, contact_ids: { from: [], to: ['c-1', 'c-2'] } },
      },
    };
    expect(describeEvent(changed, display)).toEqual({
      summary: "Modification d'un suivi",
      changes: [
        { field: 'end_date', label: 'Date de fin', from: '30/04/2027', to: '31/05/2027' },
        { field: 'contact_ids', label: 'Contacts', from: 'aucun', to: '2 contacts' },
      ],
    });
  });

  it('tells the sid infos changed with their own labels', () => {
    const sidInfos: RecipientEvent = {
      type: 'SidInfosChanged',
      data: {
        changes: { 'sid_infos.place': { from: null, to: 'corbas' }, 'sid_infos.probable_release': { from: null, to: '2027-01-15' } },
      },
    };
    expect(describeEvent(sidInfos, display).changes).toEqual([
      { field: 'sid_infos.place', label: 'Lieu de détention (suivi en détention)', from: '—', to: "Maison d'arrêt de Lyon-Corbas" },
      { field: 'sid_infos.probable_release', label: 'Date de sortie probable', from: '—', to: '15/01/2027' },
    ]);
  });
});
