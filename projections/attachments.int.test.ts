import { describe, expect, it } from 'vitest';
import type { AntennaDocumentEvent, RecipientAttachmentEvent } from '@domain/attachments/events';
import type { AttachmentRecord } from '@domain/attachments/fields';
import type { FileAccessEvent } from '@domain/recipients/access';
import { antennaCreated, buildActor, recipientCreated, userCreated } from '@domain/testing/builders';
import { antennasProjection } from './antennas';
import {
  ATTACHMENTS,
  attachmentsOfAntenna,
  attachmentsOfFile,
  attachmentsProjection,
  readAttachment,
  type AttachmentDoc,
} from './attachments';
import { choicesProjection } from './choices';
import { fileAccessProjection, listFileAccess } from './fileAccess';
import { recipientsProjection } from './recipients';
import { givenEvents, on } from './testing/projectionSpec';
import { readAs } from './testing/readAs';
import { usersProjection } from './users';

// Documents are read by whoever may read their owner: the file (the recipients list) or the antenna (the antennas).
const projections = [
  attachmentsProjection,
  usersProjection,
  choicesProjection,
  fileAccessProjection,
  recipientsProjection,
  antennasProjection,
];
const record = (name: string, loaded_on: string, overrides: Partial<AttachmentRecord> = {}): AttachmentRecord => ({
  type: 'doc-cni',
  comment: null,
  file: 'f'.repeat(64),
  sha256: 'f'.repeat(64),
  content_length: 1024,
  content_type: 'application/pdf',
  name,
  loaded_on,
  loaded_by: 'u-nord',
  ...overrides,
});
const onFile = (event: RecipientAttachmentEvent) => on('recipient-r1', event);
const onAntenna = (event: AntennaDocumentEvent) => on('antenna-ant-nord', event);
const given = [
  on('user-u-nord', userCreated()),
  on('antenna-ant-nord', antennaCreated()),
  on('recipient-r1', recipientCreated()),
  on('choice-doc-cni', { type: 'ChoiceCreated', data: { type: 'attachment_types_for_recipient', label: "Pièce d'identité" } }),
  onFile({ type: 'AttachmentAdded', data: { attachment_id: 'd-1', attachment: record('CNI.pdf', '2026-11-01T09:00:00.000Z') } }),
  onFile({ type: 'AttachmentAdded', data: { attachment_id: 'd-2', attachment: record('Carte Vitale.pdf', '2026-11-03T09:00:00.000Z') } }),
  onAntenna({ type: 'AntennaDocumentAdded', data: { attachment_id: 'd-3', attachment: record('Bail.pdf', '2026-11-02T09:00:00.000Z') } }),
];
const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });

describe('attachments projection', () => {
  it("lists a file's documents newest first, with the type's label and who loaded them", async () => {
    await givenEvents(projections, given).then(async (docs) => {
      const list = await attachmentsOfFile(readAs(docs, volunteer), 'r1');
      expect(list.abilities).toEqual({ add: true });
      expect(list.attachments.map((doc) => [doc._id, doc.type_label, doc.loaded_by_user, doc.meta_type, doc.antenna_id])).toEqual([
        ['d-2', "Pièce d'identité", { surname: 'Camille', name: 'Moreau' }, 'recipient', null],
        ['d-1', "Pièce d'identité", { surname: 'Camille', name: 'Moreau' }, 'recipient', null],
      ]);
    });
  });

  it("lists an antenna's documents apart, with what the reader may do", async () => {
    await givenEvents(projections, given).then(async (docs) => {
      const forVolunteer = await attachmentsOfAntenna(readAs(docs, volunteer), 'ant-nord');
      expect(forVolunteer.abilities).toEqual({ add: true });
      expect(forVolunteer.attachments).toEqual([
        expect.objectContaining({
          _id: 'd-3',
          meta_type: 'antenna',
          antenna_id: 'ant-nord',
          recipient_id: null,
          abilities: { edit: true, delete: false, download: true },
        }),
      ]);
      const forSiege = await attachmentsOfAntenna(readAs(docs, buildActor('siege', { antenna_id: 'siege' })), 'ant-nord');
      expect(forSiege.abilities).toEqual({ add: false });
    });
  });

  it('applies replacements and deletions, and forgets the documents of a deleted file', async () => {
    await givenEvents(projections, given)
      .when([
        onFile({
          type: 'AttachmentChanged',
          data: { attachment_id: 'd-1', name: 'CNI 2026.pdf', changes: { name: { from: 'CNI.pdf', to: 'CNI 2026.pdf' } } },
        }),
        onAntenna({ type: 'AntennaDocumentDeleted', data: { attachment_id: 'd-3', name: 'Bail.pdf', type: 'doc-bail' } }),
      ])
      .then(async (docs) => {
        expect((await readAttachment(readAs(docs, volunteer), 'd-1')).name).toBe('CNI 2026.pdf');
        await expect(readAttachment(readAs(docs, volunteer), 'd-3')).rejects.toMatchObject({
          code: 'NOT_FOUND',
          message: 'Document introuvable',
        });
      });
    await givenEvents(projections, given)
      .when([on('recipient-r1', { type: 'RecipientDeleted', data: {} })])
      .then(async (docs) => {
        await expect(attachmentsOfFile(readAs(docs, volunteer), 'r1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
        expect((await docs.collection<AttachmentDoc>(ATTACHMENTS).find({ where: { recipient_id: 'r1' } })).items).toEqual([]);
        expect((await attachmentsOfAntenna(readAs(docs, volunteer), 'ant-nord')).attachments).toHaveLength(1);
      });
  });

  it("shows the downloads of a file's documents in its access log, by name", async () => {
    const download: FileAccessEvent = {
      type: 'FileHistoryRead',
      data: { recipient_id: 'r1', kind: 'attachment', as_of: null, attachment_id: 'd-1', name: 'CNI.pdf' },
    };
    await givenEvents(projections, [...given, on('access-r1', download, { userId: 'u-nord', at: '2026-11-05T10:00:00.000Z' })]).then(
      async (docs) => {
        const log = await listFileAccess(readAs(docs, buildActor('admin', { id: 'u-admin' })), 'r1');
        expect(log).toEqual([
          expect.objectContaining({
            kind: 'attachment',
            attachment_id: 'd-1',
            name: 'CNI.pdf',
            as_of: null,
            user: { surname: 'Camille', name: 'Moreau' },
          }),
        ]);
      },
    );
  });
});
