/** The calendar day of an instant in France, as YYYY-MM-DD. */
export function frenchDay(instant: Date): string {
  return new Intl.DateTimeFormat('fr-CA', { timeZone: 'Europe/Paris', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}
