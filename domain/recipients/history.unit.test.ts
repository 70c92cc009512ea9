import { describe, expect, it } from 'vitest';
import { buildStay } from '../testing/builders';
import type { RecipientEvent } from './events';
import { describeEvent, displayPlain, type Display } from './history';

// Ids become the labels a read model would look up; everything else reads as displayPlain shows it.
const LABELS: Record<string, string> = {
  'ant-nord': 'Antenne Nord',
  'ant-sud': 'Antenne Sud',
  'motif-demenagement': 'Déménagement',
  'nat-marocaine': 'Marocaine',
  'nat-algerienne': 'Algérienne',
  'pays-maroc': 'Maroc',
  'hotel-1': 'Hôtel du Nord',
  'room-7': '7',
  'u-nord': 'Camille MOREAU',
  'spip-69': 'SPIP du Rhône',
};
const display: Display = (kind, value) =>
  kind === 'text' || kind === 'date' || kind === 'boolean' || kind === 'payments'
    ? displayPlain(kind, value)
    : (LABELS[String(value)] ?? displayPlain(kind, value));
const summary = (event: RecipientEvent) => describeEvent(event, display).summary;

describe('describeEvent', () => {
  it('lists the filled fields of a new file, labelled', () => {
    const created: RecipientEvent = {
      type: 'RecipientCreated',
      data: {
        recipient: {
          name: 'Benali',
          surname: 'Karim',
          surname2: null,
          birth_date: '1988-04-12',
          birth_place: { city: 'Oran', country: 'pays-maroc' },
          email: '',
          nationality: 'nat-marocaine',
          nationality_status: null,
          family_status: null,
          children: 0,
          children_charge: 0,
          actif: true,
          antenna_id: 'ant-nord',
        },
        file_number: 12,
      },
    };
    expect(describeEvent(created, display)).toEqual({
      summary: 'Création du dossier n°12',
      changes: [
        { field: 'name', label: 'Nom', from: '—', to: 'Benali' },
        { field: 'surname', label: 'Prénom', from: '—', to: 'Karim' },
        { field: 'birth_date', label: 'Date de naissance', from: '—', to: '12/04/1988' },
        { field: 'nationality', label: 'Nationalité', from: '—', to: 'Marocaine' },
        { field: 'children', label: 'Enfants', from: '—', to: '0' },
        { field: 'children_charge', label: 'Enfants à charge', from: '—', to: '0' },
        { field: 'actif', label: 'Actif', from: '—', to: 'Oui' },
        { field: 'antenna_id', label: 'Antenne', from: '—', to: 'Antenne Nord' },
        { field: 'birth_place.city', label: 'Ville de naissance', from: '—', to: 'Oran' },
        { field: 'birth_place.country', label: 'Pays de naissance', from: '—', to: 'Maroc' },
      ],
    });
  });

  it('shows each change of the civil tab with its label, old and new values', () => {
    const changed: RecipientEvent = {
      type: 'RecipientCivilDataChanged',
      data: {
        changes: {
          nationality: { from: 'nat-marocaine', to: 'nat-algerienne' },
          actif: { from: true, to: false },
          first_meeting: { from: null, to: '2026-11-02' },
        },
      },
    };
    expect(describeEvent(changed, display)).toEqual({
      summary: 'Modification de la fiche Identité',
      changes: [
        { field: 'nationality', label: 'Nationalité', from: 'Marocaine', to: 'Algérienne' },
        { field: 'actif', label: 'Actif', from: 'Oui', to: 'Non' },
        { field: 'first_meeting', label: 'Premier entretien', from: '—', to: '02/11/2026' },
      ],
    });
  });

  it('tells a radiation, with its reason when there is one, and a renewal', () => {
    expect(
      summary({ type: 'RecipientRadiated', data: { on: '2026-11-20', radiation_reason: 'motif-demenagement', radiation_status: null } }),
    ).toBe('Radiation du dossier au 20/11/2026 (motif : Déménagement)');
    expect(summary({ type: 'RecipientRadiated', data: { on: '2026-11-20', radiation_reason: null, radiation_status: null } })).toBe(
      'Radiation du dossier au 20/11/2026',
    );
    expect(summary({ type: 'RecipientUnradiated', data: { on: '2026-12-01' } })).toBe('Renouvellement du dossier au 01/12/2026');
  });

  it('tells a transfer between antennas by name, and a deletion', () => {
    expect(
      summary({ type: 'RecipientTransferred', data: { from_antenna_id: 'ant-nord', to_antenna_id: 'ant-sud', on: '2026-11-22' } }),
    ).toBe('Transfert de « Antenne Nord » vers « Antenne Sud »');
    expect(
      describeEvent(
        {
          type: 'RecipientTransferred',
          data: { from_antenna_id: 'ant-sud', to_antenna_id: 'ant-nord', on: '2026-11-22', from_user_ref: 'u-sud', user_ref: 'u-nord' },
        },
        display,
      ),
    ).toEqual({
      summary: 'Transfert de « Antenne Sud » vers « Antenne Nord », suivi par Camille MOREAU',
      changes: [{ field: 'user_ref', label: 'Référent', from: 'u-sud', to: 'Camille MOREAU' }],
    });
    expect(describeEvent({ type: 'RecipientDeleted', data: {} }, display)).toEqual({ summary: 'Suppression du dossier', changes: [] });
  });

  it('tells the justice period, an unknown date shown as a dash', () => {
    expect(summary({ type: 'JusticePeriodSet', data: { start: '2026-01-01', end: '2026-06-30' } })).toBe(
      'Période sous main de justice : du 01/01/2026 au 30/06/2026',
    );
    expect(summary({ type: 'JusticePeriodSet', data: { start: '2026-01-01', end: null } })).toBe(
      'Période sous main de justice : du 01/01/2026 au —',
    );
    expect(summary({ type: 'JusticePeriodSet', data: { start: '2026-01-01', end: null, organism_id: 'spip-69' } })).toBe(
      'Période sous main de justice : du 01/01/2026 au — (SPIP du Rhône)',
    );
  });

  it('tells a mail redirection and its end', () => {
    expect(summary({ type: 'MailRedirectionSet', data: { mail_redirection: 'Chez sa sœur' } })).toBe(
      'Courrier à faire suivre : Chez sa sœur',
    );
    expect(summary({ type: 'MailRedirectionSet', data: { mail_redirection: null } })).toBe('Fin du suivi du courrier');
  });

  it("tells comments with their tab's name and text", () => {
    expect(describeEvent({ type: 'CommentAdded', data: { comment_id: 'c-1', field: 'health', text: 'Suivi au CMP' } }, display)).toEqual({
      summary: "Ajout d'un commentaire (Santé)",
      changes: [],
      text: 'Suivi au CMP',
    });
    expect(
      describeEvent(
        { type: 'CommentChanged', data: { comment_id: 'c-1', changes: { text: { from: 'Suivi au CMP', to: 'Suivi au CMP le jeudi' } } } },
        display,
      ),
    ).toEqual({
      summary: "Modification d'un commentaire",
      changes: [],
      text: 'Suivi au CMP le jeudi',
    });
    expect(describeEvent({ type: 'CommentDeleted', data: { comment_id: 'c-1' } }, display)).toEqual({
      summary: "Suppression d'un commentaire",
      changes: [],
    });
  });

  it('tells a new stay with its kind and dates, and the hotel and room of an own-scheme stay', () => {
    expect(summary({ type: 'HousingAdded', data: { housing_id: 'h-1', housing: buildStay() } })).toBe(
      "Ajout d'un hébergement : Hébergements (Hôtel du Nord, chambre 7), du 10/11/2026 au 20/11/2026",
    );
    const emergency = buildStay({ housing_type: 'urgence', hotel_id: null, room_id: null, hotel_info: 'Ibis Lille', end_date: null });
    expect(summary({ type: 'HousingAdded', data: { housing_id: 'h-2', housing: emergency } })).toBe(
      "Ajout d'un hébergement : Hébergements d'urgence, du 10/11/2026 au —",
    );
  });

  it('shows the changes of a stay, payments in euros', () => {
    const changed: RecipientEvent = {
      type: 'HousingChanged',
      data: {
        housing_id: 'h-1',
        changes: {
          end_date: { from: '2026-11-20', to: '2026-11-25' },
          payments: { from: [], to: [{ amount: 50, date: '2026-11-22' }] },
          signin: { from: false, to: true },
          user_id: { from: null, to: 'u-nord' },
        },
      },
    };
    expect(describeEvent(changed, display)).toEqual({
      summary: "Modification d'un hébergement",
      changes: [
        { field: 'end_date', label: 'Date de fin', from: '20/11/2026', to: '25/11/2026' },
        { field: 'payments', label: 'Paiements', from: '—', to: '50,00 € le 22/11/2026' },
        { field: 'signin', label: "Signature d'entrée", from: 'Non', to: 'Oui' },
        { field: 'user_id', label: 'Référent', from: '—', to: 'Camille MOREAU' },
      ],
    });
    expect(describeEvent({ type: 'HousingDeleted', data: { housing_id: 'h-1' } }, display)).toEqual({
      summary: "Suppression d'un hébergement",
      changes: [],
    });
  });

  it('tells housing applications with their type and status', () => {
    expect(summary({ type: 'HousingHelpAdded', data: { help_id: 'a-1', help: { type: 'SIAO', status: 'En cours' } } })).toBe(
      "Ajout d'une demande d'aide au logement (SIAO, En cours)",
    );
    expect(summary({ type: 'HousingHelpAdded', data: { help_id: 'a-1', help: { type: 'DALO', status: null } } })).toBe(
      "Ajout d'une demande d'aide au logement (DALO, —)",
    );
    expect(
      describeEvent(
        {
          type: 'HousingHelpChanged',
          data: { help_id: 'a-1', changes: { status: { from: 'En cours', to: 'Accepté' }, answer_date: { from: null, to: '2026-12-05' } } },
        },
        display,
      ),
    ).toEqual({
      summary: "Modification d'une demande d'aide au logement",
      changes: [
        { field: 'status', label: 'Statut', from: 'En cours', to: 'Accepté' },
        { field: 'answer_date', label: 'Date de réponse', from: '—', to: '05/12/2026' },
      ],
    });
    expect(summary({ type: 'HousingHelpDeleted', data: { help_id: 'a-1' } })).toBe("Suppression d'une demande d'aide au logement");
  });
});

describe('displayPlain', () => {
  it('shows dates DD/MM/YYYY, and anything else written in a date field as is', () => {
    expect(displayPlain('date', '2026-11-22')).toBe('22/11/2026');
    expect(displayPlain('date', 'bientôt')).toBe('bientôt');
  });

  it('shows booleans as Oui/Non', () => {
    expect(displayPlain('boolean', true)).toBe('Oui');
    expect(displayPlain('boolean', false)).toBe('Non');
  });

  it("shows a dash for nothing, but a zero as '0'", () => {
    expect(displayPlain('text', null)).toBe('—');
    expect(displayPlain('date', undefined)).toBe('—');
    expect(displayPlain('choice', '')).toBe('—');
    expect(displayPlain('text', 0)).toBe('0');
  });

  it('shows payments in euros with a comma and their date, one after the other', () => {
    expect(displayPlain('payments', [{ amount: 50, date: '2026-11-22' }])).toBe('50,00 € le 22/11/2026');
    expect(
      displayPlain('payments', [
        { amount: 50, date: '2026-11-22' },
        { amount: 12.5, date: '2026-12-01' },
      ]),
    ).toBe('50,00 € le 22/11/2026 ; 12,50 € le 01/12/2026');
    expect(displayPlain('payments', [])).toBe('—');
  });
});
