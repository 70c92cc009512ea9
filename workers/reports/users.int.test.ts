import { describe, expect, it } from 'vitest';
import type { HelpLine } from '@domain/meetings/fields';
import type { MailFields } from '@domain/mails/fields';
import { recipientCreated, userCreated } from '@domain/testing/builders';
import { on } from '../../projections/testing/projectionSpec';
import { fileEvent, meetingAdded, nordParams, produceFromEvents } from './testing/produceFromEvents';
import { usersReport } from './users';

const aid = (total_price: number): HelpLine => ({
  help_id: null,
  label: 'Ticket',
  category: 'Transport',
  quantity: 1,
  u_price: total_price,
  total_price,
});
const mail = (recipientId: string, mailId: string, fields: Pick<MailFields, 'user_id' | 'number' | 'date'>) =>
  fileEvent(recipientId, { type: 'MailAdded', data: { mail_id: mailId, mail: { kind: 'Courrier', ...fields } } });

// Antenne Nord, first quarter of 2025: Camille Moreau (volunteer) and Alice Bernard (antenna administrator, no
// longer active) are its people; Sud's volunteer is not listed, and what lies outside the quarter does not count.
const events = [
  on('user-u-nord', userCreated()),
  on('user-u-nord2', userCreated({ surname: 'Alice', name: 'Bernard', habilitation: 'antenna_admin', actif: false })),
  on('user-u-sud', userCreated({ surname: 'Paul', name: 'Sudre', antenna_id: 'ant-sud' })),
  fileEvent('r1', recipientCreated({ user_ref: 'u-nord' }, 1)),
  fileEvent('r2', recipientCreated({ user_ref: 'u-nord' }, 2)),
  fileEvent('r2', { type: 'RecipientRadiated', data: { on: '2025-01-02', radiation_reason: null, radiation_status: null } }),
  fileEvent('r3', recipientCreated({ user_ref: 'u-nord2' }, 3)),
  fileEvent('r4', recipientCreated({ user_ref: 'u-sud', antenna_id: 'ant-sud' }, 4)),
  meetingAdded('r1', 'm1', { date: '2025-01-10', user_id: 'u-nord', helps: [aid(12.3)] }),
  meetingAdded('r3', 'm2', { date: '2025-02-01', user_id: 'u-nord2' }),
  meetingAdded('r1', 'm3', { date: '2025-03-01', user_id: 'u-nord', helps: [aid(7.7)] }),
  meetingAdded('r1', 'm4', { date: '2025-05-01', user_id: 'u-nord', helps: [aid(50)] }),
  meetingAdded('r4', 'm5', { date: '2025-01-10', user_id: 'u-sud', helps: [aid(5)] }),
  mail('r1', 'c1', { user_id: 'u-nord', number: 3, date: '2025-01-12' }),
  mail('r3', 'c2', { user_id: 'u-nord2', number: 1, date: '2025-02-02' }),
  mail('r1', 'c3', { user_id: 'u-nord', number: 2, date: '2024-12-30' }),
];

describe('user_statistics', () => {
  it('lists the people of the antenna with their files, meetings, aids and mails of the period, then a TOTAL', async () => {
    const { sheets } = await produceFromEvents(usersReport, events, nordParams());
    const [sheet] = sheets;
    expect(sheet.name).toBe('Accueillants');
    expect(sheet.rows.slice(0, 4)).toEqual([
      ['Accueillants'],
      ['Antenne : Antenne Nord — Période du 01/01/2025 au 31/03/2025'],
      ["Dossiers suivis : dossiers non radiés dont la personne est le référent aujourd'hui."],
      ["Entretiens, aides et courriers : datés dans la période et enregistrés dans l'antenne (courriers : nombre de plis reçus)."],
    ]);
    expect(sheet.rows.slice(4)).toEqual([
      ['Accueillant', 'Habilitation', 'Actif', 'Dossiers suivis', 'Entretiens menés', 'Aides distribuées (€)', 'Courriers reçus'],
      ['Alice Bernard', "Gestion d'antenne", 'Non', 1, 1, 0, 1],
      ['Camille Moreau', 'Bénévole', 'Oui', 1, 2, 20, 3],
      ['TOTAL', null, null, 2, 3, 20, 4],
    ]);
    expect(sheet.formats[6][5]).toBe('#,##0.00 "€"');
  });
});
