// How dates, money and phone numbers are shown: DD/MM/YYYY, euros with two decimals, phones in pairs.

const parisDay = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', day: '2-digit', month: '2-digit', year: 'numeric' });
const parisTime = new Intl.DateTimeFormat('fr-FR', { timeZone: 'Europe/Paris', hour: '2-digit', minute: '2-digit' });

/** YYYY-MM-DD shown as DD/MM/YYYY; an instant shown as its day in France; empty stays empty. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  if (value.includes('T')) {
    const instant = new Date(value);
    if (!Number.isNaN(instant.getTime())) return parisDay.format(instant);
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** An instant shown as its day and time in France: 22/11/2026 à 14:05. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : `${parisDay.format(instant)} à ${parisTime.format(instant)}`;
}

/** DD/MM/YYYY (or D/M/YYYY) typed by a person, as YYYY-MM-DD; null when it is not a date. */
export function parseFrenchDate(value: string): string | null {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${match[3]}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount in euros, French style: 1 234,50 €. */
export function formatMoney(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : euros.format(value).replace(/\u202f|\u00a0/g, ' ');
}

/**
 * A French phone number in pairs (06 12 34 56 78), also while it is typed (06 12 3); anything else
 * (+33 …, 115, a number with a text) as written.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/[\s.-]/g, '');
  return /^0\d{0,9}$/.test(digits) || /^\d{10}$/.test(digits) ? digits.replace(/(\d{2})(?=\d)/g, '$1 ') : value;
}

/** First name, then the surname in capitals: 'Camille MOREAU'. */
export function formatPersonName(person: { surname?: string | null; name?: string | null } | null | undefined): string {
  if (!person) return '';
  return [person.surname, person.name?.toUpperCase()].filter(Boolean).join(' ');
}

/** Units of file sizes, base 1024, from the byte to the yottabyte, in French (octet, kilo-octet, ...). */
const SIZE_UNITS = ['octets', 'Ko', 'Mo', 'Go', 'To', 'Po', 'Eo', 'Zo', 'Yo'] as const;
const sizeNumber = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

/** A file size in bytes in the largest unit it reaches (base 1024), two decimals at most: 1,5 Mo; 1 octet. */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return bytes === 1 ? '1 octet' : `${bytes} octets`;
  const power = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  // Rounding may reach 1024 of a unit (1023,999 Ko): that is one of the next.
  const scaled = Number((bytes / 1024 ** power).toFixed(2));
  const [value, unit] = scaled >= 1024 && power < SIZE_UNITS.length - 1 ? [scaled / 1024, power + 1] : [scaled, power];
  return `${sizeNumber.format(value).replace(/\u202f|\u00a0/g, ' ')} ${SIZE_UNITS[unit]}`;
}
