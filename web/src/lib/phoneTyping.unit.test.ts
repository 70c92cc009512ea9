import { describe, expect, it } from 'vitest';
import { formatPhone } from './format';
import { caretAfterDigits, digitsBefore, typedPhone } from './phoneTyping';

describe('typedPhone', () => {
  it('keeps the bare digits of a number typed with spaces, dots or dashes', () => {
    expect(typedPhone('06 12 34 56 78')).toBe('0612345678');
    expect(typedPhone('06.12-34')).toBe('061234');
    expect(typedPhone('')).toBe('');
  });

  it('keeps any other writing as typed', () => {
    expect(typedPhone('+33 6 12 34 56 78')).toBe('+33 6 12 34 56 78');
    expect(typedPhone('04 78 00 00 00 poste 12')).toBe('04 78 00 00 00 poste 12');
  });
});

describe('caret while the number is regrouped', () => {
  it('stays after the same digit', () => {
    // '06 12|34 56 78' with a 9 typed at the caret: the field shows '06 12 93 45 67 8' (11 digits: left as typed).
    const typed = '06 129|34 56 78';
    const caret = typed.indexOf('|');
    const kept = typedPhone(typed.replace('|', ''));
    const shown = formatPhone(kept);
    expect(shown).toBe('06129345678');
    expect(caretAfterDigits(shown, digitsBefore(typed, caret))).toBe(5);
  });

  it('lands after the pair the typed digit completes, and at the start or end at the bounds', () => {
    expect(caretAfterDigits('06 12 3', digitsBefore('0612', 4))).toBe(5);
    expect(caretAfterDigits('06 12', 0)).toBe(0);
    expect(caretAfterDigits('06 12', 9)).toBe(5);
  });
});
