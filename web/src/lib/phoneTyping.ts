// A phone number is shown in pairs while it is typed (06 12 34 56 78), but the form keeps it as the
// bare digits the demo data and the lists use; a number written otherwise (+33 …) is kept as written.

const SEPARATORS = /[\s.-]/g;

/** What the form keeps of a typed number: the digits alone when it is made of digits and separators, else the text as typed. */
export const typedPhone = (text: string): string => (/^[\d\s.-]*$/.test(text) ? text.replace(SEPARATORS, '') : text);

/** How many digits stand before a caret position. */
export const digitsBefore = (text: string, caret: number): number => (text.slice(0, caret).match(/\d/g) ?? []).length;

/** The caret position just after the given number of digits (0: the start), so that regrouping does not move it. */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index += 1) {
    if (/\d/.test(text[index]) && (seen += 1) === digits) return index + 1;
  }
  return text.length;
}
