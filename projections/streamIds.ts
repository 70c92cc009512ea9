/** The aggregate id of a stream named `<prefix>-<id>`. */
export function idOf(streamId: string): string {
  return streamId.slice(streamId.indexOf('-') + 1);
}
