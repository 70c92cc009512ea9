// File numbers are handed out by one stream, 'file-number', appended with its expected revision: two
// simultaneous creations get distinct consecutive numbers, and each number names the file it went to.

export type FileNumberEvent = { type: 'FileNumberAssigned'; data: { number: number; recipient_id: string } };

export interface FileNumberState {
  last: number;
}

export const initialFileNumberState: FileNumberState = { last: 0 };

/** Applies one assignment. */
export function evolveFileNumber(state: FileNumberState, event: FileNumberEvent): FileNumberState {
  return { last: Math.max(state.last, event.data.number) };
}

/** Gives the next number to a new file. */
export function assignFileNumber(command: { recipientId: string }, state: FileNumberState): FileNumberEvent[] {
  return [{ type: 'FileNumberAssigned', data: { number: state.last + 1, recipient_id: command.recipientId } }];
}
