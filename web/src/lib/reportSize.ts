// The size of a produced report as the statistics screens show it (docs/screens.md, 'Statistics'): in octets
// under 1000, in Ko under a million, otherwise in Mo; decimal units, unlike the documents' sizes
// (formatFileSize, base 1024). Ko and Mo always have one decimal, so that sizes read alike: '1,0 Mo'.

const sizeNumber = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Tenths of a unit of `scale` bytes, cut (never rounded up: 999 999 octets stay under 1 000 Ko). */
const inUnit = (bytes: number, scale: number) => sizeNumber.format(Math.floor(bytes / (scale / 10)) / 10).replace(/\u202f|\u00a0/g, ' ');

/** A report's size: '512 octets', '12,3 Ko', '3,5 Mo', '1,0 Mo'; empty for no size. */
export function formatReportSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1000) return bytes === 1 ? '1 octet' : `${bytes} octets`;
  if (bytes < 1_000_000) return `${inUnit(bytes, 1000)} Ko`;
  return `${inUnit(bytes, 1_000_000)} Mo`;
}
