import { describe, expect, it } from 'vitest';
import type { AntennaEvent } from '../antennas/events';
import { describeEvent, displayPlain } from '../recipients/history';
import type { RecipientEvent } from '../recipients/events';
import { RECIPIENT_MESSAGES } from '../recipients/rules';
import { evolveRecipient, initialRecipientState } from '../recipients/state';
import { REFERENCE_MESSAGES } from '../references/references';
import { NO_RIGHTS } from '../shared/errors';
import { antennaCreated, buildActor, DEMO_REFERENCES, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { Actor } from '../users/actor';
import { addDocument, deleteDocument, documentName, replaceDocument, type DocumentContext } from './decide';
import type { AntennaDocumentEvent } from './events';
import type { AttachmentFile, AttachmentRecord } from './fields';
import { antennaDocuments, evolveAntennaDocuments, initialAntennaDocuments, recipientDocuments } from './holders';
import { ATTACHMENT_MESSAGES as M } from './rules';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const antenna = { initialState: initialAntennaDocuments('ant-nord'), evolve: evolveAntennaDocuments };
const NOW = '2026-11-20T10:00:00.000Z';
const references = referenceFacts({
  ...DEMO_REFERENCES,
  choices: { ...DEMO_REFERENCES.choices, 'doc-cni': 'attachment_types_for_recipient', 'doc-bail': 'attachment_types_for_antenna' },
});
const ctx = (actor: Actor): DocumentContext => ({ actor, references, now: NOW });
const volunteer = buildActor('volunteer', { id: 'u-nord', antenna_id: 'ant-nord' });
const boss = buildActor('antenna_admin', { id: 'u-boss', antenna_id: 'ant-nord' });

const file = (name: string, sha = 'a'.repeat(64)): AttachmentFile => ({
  file: sha,
  sha256: sha,
  content_length: 2048,
  content_type: 'application/pdf',
  name,
});
const cni: AttachmentRecord = {
  type: 'doc-cni',
  comment: null,
  ...file('CNI.pdf'),
  loaded_on: '2026-11-01T09:00:00.000Z',
  loaded_by: 'u-nord',
};
const cniAdded = { type: 'AttachmentAdded', data: { attachment_id: 'd-1', attachment: cni } } as RecipientEvent;

describe("a file's documents", () => {
  it('are recorded with the file stored, the sanitised name, who loaded it and when', () => {
    given(recipients, [recipientCreated()])
      .when((state) =>
        addDocument(
          recipientDocuments,
          { attachmentId: 'd-2', form: { type: 'doc-cni', comment: ' Recto ' }, file: file('../CNI\r\n.pdf') },
          state,
          ctx(volunteer),
        ),
      )
      .then([
        {
          type: 'AttachmentAdded',
          data: {
            attachment_id: 'd-2',
            attachment: { type: 'doc-cni', comment: 'Recto', ...file('CNI.pdf'), loaded_on: NOW, loaded_by: 'u-nord' },
          },
        },
      ]);
  });

  it("are refused without a type, with a type of the antennas' list, or to a reader of another antenna", () => {
    const add =
      (type: string | null, actor = volunteer) =>
      (state: typeof initialRecipientState) =>
        addDocument(recipientDocuments, { attachmentId: 'd-2', form: { type }, file: file('x.pdf') }, state, ctx(actor));
    given(recipients, [recipientCreated()])
      .when(add(null))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', M.missingFields, { type: M.typeRequired });
    given(recipients, [recipientCreated()])
      .when(add('doc-bail'))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', REFERENCE_MESSAGES.unknownChoice);
    given(recipients, [recipientCreated()])
      .when(add('doc-cni', buildActor('volunteer', { antenna_id: 'ant-sud' })))
      .thenRefuses('FORBIDDEN', RECIPIENT_MESSAGES.forbiddenFile);
    given(recipients).when(add('doc-cni')).thenRefuses('NOT_FOUND');
  });

  it('are replaced with a new file, recording what changed, and the name in the history', () => {
    const replaced = replaceDocument(
      recipientDocuments,
      {
        attachmentId: 'd-1',
        form: { type: 'doc-cni', comment: null, name: 'CNI 2026.pdf' },
        file: file(documentName({ type: 'doc-cni', name: 'CNI 2026.pdf' }, 'scan.pdf'), 'b'.repeat(64)),
      },
      [recipientCreated(), cniAdded].reduce(evolveRecipient, initialRecipientState),
      ctx(volunteer),
    );
    expect(replaced).toEqual([
      {
        type: 'AttachmentChanged',
        data: {
          attachment_id: 'd-1',
          name: 'CNI 2026.pdf',
          changes: {
            name: { from: 'CNI.pdf', to: 'CNI 2026.pdf' },
            file: { from: 'a'.repeat(64), to: 'b'.repeat(64) },
            sha256: { from: 'a'.repeat(64), to: 'b'.repeat(64) },
            loaded_on: { from: cni.loaded_on, to: NOW },
          },
        },
      },
    ]);
    const history = describeEvent(replaced[0], displayPlain);
    expect(history).toEqual({
      summary: 'Remplacement du document « CNI 2026.pdf »',
      changes: [{ field: 'name', label: 'Nom', from: 'CNI.pdf', to: 'CNI 2026.pdf' }],
    });
  });

  it('are deleted by an event keeping their name and type; an unknown one is 404', () => {
    given(recipients, [recipientCreated(), cniAdded])
      .when((state) => deleteDocument(recipientDocuments, { attachmentId: 'd-1' }, state, { actor: volunteer }))
      .then([{ type: 'AttachmentDeleted', data: { attachment_id: 'd-1', name: 'CNI.pdf', type: 'doc-cni' } }]);
    given(recipients, [recipientCreated()])
      .when((state) => deleteDocument(recipientDocuments, { attachmentId: 'd-1' }, state, { actor: volunteer }))
      .thenRefuses('NOT_FOUND', M.notFound);
  });

  it('read in the history as added and deleted documents with their types', () => {
    const display = (kind: Parameters<typeof displayPlain>[0], value: unknown) =>
      kind === 'choice' ? 'Pièce d’identité' : displayPlain(kind, value);
    expect(describeEvent(cniAdded, display).summary).toBe('Ajout du document « CNI.pdf » (Pièce d’identité)');
    const deleted = { type: 'AttachmentDeleted', data: { attachment_id: 'd-1', name: 'CNI.pdf', type: 'doc-cni' } } as RecipientEvent;
    expect(describeEvent(deleted, display).summary).toBe('Suppression du document « CNI.pdf » (Pièce d’identité)');
  });
});

describe("an antenna's documents", () => {
  const bail: AttachmentRecord = { ...cni, type: 'doc-bail', name: 'Bail.pdf' };
  const past: (AntennaEvent | AntennaDocumentEvent)[] = [
    antennaCreated(),
    { type: 'AntennaDocumentAdded', data: { attachment_id: 'd-9', attachment: bail } },
  ];
  const remove = (actor: Actor) => (state: ReturnType<typeof antenna.evolve>) =>
    deleteDocument(antennaDocuments, { attachmentId: 'd-9' }, state, { actor }) as (AntennaEvent | AntennaDocumentEvent)[];
  const add = (actor: Actor) => (state: ReturnType<typeof antenna.evolve>) =>
    addDocument(antennaDocuments, { attachmentId: 'd-10', form: { type: 'doc-bail' }, file: file('Planning.pdf') }, state, ctx(actor)) as (
      AntennaEvent | AntennaDocumentEvent
    )[];

  it("are added by the antenna's people, volunteers included", () => {
    given(antenna, past)
      .when(add(volunteer))
      .then([
        {
          type: 'AntennaDocumentAdded',
          data: {
            attachment_id: 'd-10',
            attachment: { type: 'doc-bail', comment: null, ...file('Planning.pdf'), loaded_on: NOW, loaded_by: 'u-nord' },
          },
        },
      ]);
  });

  it('are refused to the head office and to other antennas, and for an unknown antenna', () => {
    given(antenna, past)
      .when(add(buildActor('admin', { antenna_id: 'siege' })))
      .thenRefuses('FORBIDDEN', NO_RIGHTS);
    given(antenna, past)
      .when(add(buildActor('antenna_admin', { antenna_id: 'ant-sud' })))
      .thenRefuses('FORBIDDEN', NO_RIGHTS);
    given(antenna, []).when(add(volunteer)).thenRefuses('NOT_FOUND', 'Antenne introuvable');
  });

  it("are deleted by the antenna's administrators, never by a volunteer", () => {
    given(antenna, past)
      .when(remove(boss))
      .then([{ type: 'AntennaDocumentDeleted', data: { attachment_id: 'd-9', name: 'Bail.pdf', type: 'doc-bail' } }]);
    given(antenna, past).when(remove(volunteer)).thenRefuses('FORBIDDEN', M.cannotDelete);
    given(antenna, past)
      .when(remove(buildActor('antenna_admin', { antenna_id: 'ant-sud' })))
      .thenRefuses('FORBIDDEN', NO_RIGHTS);
  });

  it('leave the antenna itself as it was', async () => {
    const { evolveAntenna, initialAntennaState } = await import('../antennas/state');
    const withDocument = past.reduce((state, event) => evolveAntenna(state, event as AntennaEvent), initialAntennaState);
    expect(withDocument).toEqual(evolveAntenna(initialAntennaState, antennaCreated()));
  });
});
