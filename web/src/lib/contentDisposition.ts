// The name a downloaded file is saved under, read from the server's Content-Disposition (RFC 6266):
// filename* carries the original UTF-8 name (accents kept), filename an ASCII stand-in for old clients.

/** The file name a Content-Disposition header gives, filename* first; null when it gives none. */
export function fileNameOf(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[2].trim());
    } catch {
      // A badly encoded filename*: the plain filename may still be readable.
    }
  }
  const quoted = /filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
  if (quoted) return quoted[1].replace(/\\(.)/g, '$1');
  const token = /filename\s*=\s*([^;\s]+)/i.exec(header);
  return token ? token[1] : null;
}
