import { describe, it } from 'vitest';
import { given } from '../testing/givenWhenThen';
import { assignFileNumber, evolveFileNumber, initialFileNumberState, type FileNumberEvent } from './fileNumbers';

const fileNumbers = { initialState: initialFileNumberState, evolve: evolveFileNumber };
const assigned = (number: number, recipient_id: string): FileNumberEvent => ({
  type: 'FileNumberAssigned',
  data: { number, recipient_id },
});

describe('assignFileNumber', () => {
  it('gives number 1 to the first file', () => {
    given(fileNumbers)
      .when((s) => assignFileNumber({ recipientId: 'r-1' }, s))
      .then([assigned(1, 'r-1')]);
  });

  it('gives the last number plus one', () => {
    given(fileNumbers, [assigned(41, 'r-41'), assigned(42, 'r-42')])
      .when((s) => assignFileNumber({ recipientId: 'r-43' }, s))
      .then([assigned(43, 'r-43')]);
  });

  it('follows the highest number even when assignments were recorded out of order', () => {
    given(fileNumbers, [assigned(42, 'r-42'), assigned(7, 'r-7')])
      .when((s) => assignFileNumber({ recipientId: 'r-43' }, s))
      .then([assigned(43, 'r-43')]);
  });
});
