import { forbidden } from '../shared/errors';
import { isAntennaScoped, type Actor } from '../users/actor';
import type { AttachmentAbilities } from './fields';
import { ATTACHMENT_MESSAGES } from './rules';

// A file's documents follow the file's rules (whoever may open it reads and writes them: openFile). An antenna's
// documents are read by its own people and by the head office (every habilitation that is not bound to one
// antenna: super, admin, siege, management), written by its own people, and never deleted by a volunteer.

/** Reads an antenna's documents: its own people, and the head office. */
export const canReadAntennaDocuments = (actor: Actor, antennaId: string) => actor.antenna_id === antennaId || !isAntennaScoped(actor);

/** Adds and replaces an antenna's documents: its own people. */
export const canWriteAntennaDocuments = (actor: Actor, antennaId: string) => actor.antenna_id === antennaId;

/** Deletes an antenna's documents: its own people but volunteers (docs/permissions.md, 'Documents'). */
export const canDeleteAntennaDocuments = (actor: Actor, antennaId: string) =>
  canWriteAntennaDocuments(actor, antennaId) && actor.habilitation !== 'volunteer';

/** 403 'Vous n'avez pas les droits' unless the actor reads the antenna's documents. */
export function refuseAntennaReader(actor: Actor, antennaId: string): void {
  if (!canReadAntennaDocuments(actor, antennaId)) throw forbidden();
}

/** 403 unless the actor writes the antenna's documents. */
export function refuseAntennaWriter(actor: Actor, antennaId: string): void {
  if (!canWriteAntennaDocuments(actor, antennaId)) throw forbidden();
}

/** 403 'Vous ne pouvez pas supprimer des documents' for a volunteer, 403 'Vous n'avez pas les droits' outside the antenna. */
export function refuseAntennaDeleter(actor: Actor, antennaId: string): void {
  if (actor.habilitation === 'volunteer') throw forbidden(ATTACHMENT_MESSAGES.cannotDelete);
  refuseAntennaWriter(actor, antennaId);
}

/** What the reader of a file may do with its documents: everything (the file's rules were checked on opening it). */
export const recipientAttachmentAbilities = (): AttachmentAbilities => ({ edit: true, delete: true, download: true });

/** What a reader of an antenna's documents may do with them. */
export const antennaDocumentAbilities = (actor: Actor, antennaId: string): AttachmentAbilities => ({
  edit: canWriteAntennaDocuments(actor, antennaId),
  delete: canDeleteAntennaDocuments(actor, antennaId),
  download: true,
});
