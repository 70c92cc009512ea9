import type { DomiciliationFields } from '@domain/domiciliations/fields';
import type { MailFields } from '@domain/mails/fields';
import { recipientCreated, userCreated } from '@domain/testing/builders';
import { on } from '../../../projections/testing/projectionSpec';
import { choice, fileEvent } from './produceFromEvents';

// The hand-computed data set of the domiciliation reports (activity, annual, detail): Antenne Nord's own
// domiciliations, radiations and mails around 2025, and some of Sud's that never count for Nord.

const own = (recipientId: string, id: string, fields: Partial<DomiciliationFields>) =>
  fileEvent(recipientId, {
    type: 'DomiciliationAdded',
    data: { domiciliation_id: id, domiciliation: { kind: 'own', user_id: 'u-nord', paper: 'CNI', duration: 12, ...fields } },
  });
const attested = (recipientId: string, id: string, day: string) =>
  fileEvent(
    recipientId,
    {
      type: 'DomiciliationAttestationGenerated',
      data: { domiciliation_id: id, file_id: 'f', sha256: 'ab'.repeat(32), size: 1, filename: 'a.pdf', start_date: day, end_date: day },
    },
    `${day}T10:00:00.000Z`,
  );
const mail = (recipientId: string, id: string, fields: Partial<MailFields>) =>
  fileEvent(recipientId, {
    type: 'MailAdded',
    data: { mail_id: id, mail: { user_id: 'u-nord', number: 1, date: '2025-01-01', kind: 'Courrier', ...fields } },
  });
const handed = (recipientId: string, id: string, received_date: string, handed_to: MailFields['handed_to']) =>
  fileEvent(recipientId, {
    type: 'MailHandedOver',
    data: { mail_id: id, received_date, handed_to: handed_to ?? 'recipient', handed_by: 'u-nord', proxy_id: null },
  });
const radiated = (recipientId: string, on: string, radiation_reason: string | null) =>
  fileEvent(recipientId, { type: 'RecipientRadiated', data: { on, radiation_reason, radiation_status: null } });

/**
 * Karim Benali (r1, n°1): first domiciliation d1 from 1 February 2024 to 31 January 2025, renewed by d2 from 1 February 2025.
 * Awa Diallo (r2, n°2): d3 from 10 January 2025 (attested twice). Jean Martin (r3, n°3): d4 from 15 March 2025, referent
 * unknown, no attestation, radiated on 1 December 2025 without reason. Lina Roux (r5, n°5): d6 from 1 June 2024, radiated
 * on 15 February 2025 ('Déménagement'). Paul Petit (r6, n°6), never domiciled, radiated too. r4 is Sud's.
 */
export const domiciliationEvents = [
  on('user-u-nord', userCreated()),
  choice('motif-demenagement', 'radiation_reasons', 'Déménagement'),
  fileEvent('r1', recipientCreated({}, 1)),
  fileEvent('r2', recipientCreated({ surname: 'Awa', name: 'Diallo' }, 2)),
  fileEvent('r3', recipientCreated({ surname: 'Jean', name: 'Martin' }, 3)),
  fileEvent('r4', recipientCreated({ antenna_id: 'ant-sud' }, 4)),
  fileEvent('r5', recipientCreated({ surname: 'Lina', name: 'Roux' }, 5)),
  fileEvent('r6', recipientCreated({ surname: 'Paul', name: 'Petit' }, 6)),
  own('r1', 'd1', { start_date: '2024-02-01', end_date: '2025-01-31' }),
  attested('r1', 'd1', '2024-02-01'),
  own('r1', 'd2', { start_date: '2025-02-01', end_date: '2026-01-31' }),
  attested('r1', 'd2', '2025-02-01'),
  own('r2', 'd3', { start_date: '2025-01-10', end_date: '2026-01-09' }),
  attested('r2', 'd3', '2025-01-10'),
  attested('r2', 'd3', '2025-06-01'),
  fileEvent('r2', {
    type: 'DomiciliationAdded',
    data: {
      domiciliation_id: 'x1',
      domiciliation: { kind: 'external', name_dom: 'CCAS', start_date: '2025-01-01', end_date: '2025-12-31' },
    },
  }),
  own('r3', 'd4', { start_date: '2025-03-15', end_date: '2026-03-14', user_id: 'u-sud', paper: 'Fiche de liaison SPIP' }),
  own('r4', 'd5', { start_date: '2025-01-05', end_date: '2026-01-04' }),
  attested('r4', 'd5', '2025-01-05'),
  own('r5', 'd6', { start_date: '2024-06-01', end_date: '2025-05-31', paper: 'Titre de séjour' }),
  attested('r5', 'd6', '2024-06-01'),
  radiated('r5', '2025-02-15', 'motif-demenagement'),
  radiated('r6', '2025-04-01', 'motif-demenagement'),
  radiated('r3', '2025-12-01', null),
  // Mail, in items: m1 (2) handed to the person on 5 January; m2 (1) to a proxy on 3 February; m3 (3) waits; m4 (1) sent
  // back the day it came; m5 (2) came on 30 March, handed over in April; m7 (4) has waited since 2024; m6 is Sud's.
  mail('r1', 'm1', { date: '2024-12-20', number: 2 }),
  handed('r1', 'm1', '2025-01-05', 'recipient'),
  mail('r1', 'm2', { date: '2025-01-10' }),
  handed('r1', 'm2', '2025-02-03', 'proxy'),
  mail('r2', 'm3', { date: '2025-01-20', number: 3 }),
  mail('r2', 'm4', { date: '2025-02-14', kind: 'Recommandé / avis de passage' }),
  handed('r2', 'm4', '2025-02-14', 'sender'),
  mail('r3', 'm5', { date: '2025-03-30', number: 2, kind: 'Colis' }),
  handed('r3', 'm5', '2025-04-02', 'recipient'),
  mail('r4', 'm6', { date: '2025-01-15', number: 5 }),
  mail('r1', 'm7', { date: '2024-11-01', number: 4 }),
];
