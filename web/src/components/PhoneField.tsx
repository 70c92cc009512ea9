import { TextInput, type TextInputProps } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { formatPhone } from '../lib/format';
import { caretAfterDigits, digitsBefore, typedPhone } from '../lib/phoneTyping';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & { value?: string | null; onChange?: (value: string) => void };

/** A phone number shown in pairs as it is typed (06 12 34 56 78); the form holds its bare digits, as the lists and the server have them. */
export function PhoneField({ value, onChange, ...props }: Props) {
  const input = useRef<HTMLInputElement>(null);
  // Digits before the caret when a keystroke regroups the number: the caret stays after the same digit.
  const caret = useRef<number | null>(null);
  const shown = formatPhone(value);

  useLayoutEffect(() => {
    const element = input.current;
    if (caret.current === null || !element) return;
    const position = caretAfterDigits(shown, caret.current);
    caret.current = null;
    element.setSelectionRange(position, position);
  });

  return (
    <TextInput
      ref={input}
      type="tel"
      value={shown}
      onChange={(event) => {
        const { value: text, selectionStart } = event.currentTarget;
        const kept = typedPhone(text);
        caret.current = selectionStart === null || formatPhone(kept) === text ? null : digitsBefore(text, selectionStart);
        onChange?.(kept);
      }}
      {...props}
    />
  );
}
