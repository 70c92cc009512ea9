import { describe, expect, it } from 'vitest';
import { MEETING_MESSAGES as M } from '@domain/meetings/rules';
import type { MeetingView } from '../../../api/meetings';
import { currentOf } from '../../../lib/forms';
import { catalogueLine, freeLine, liveFigures, meetingFromValues, meetingValues, validateMeeting } from './meetingForm';

const TODAY = '2026-11-02';

const meeting: MeetingView = {
  _id: 'm-1',
  recipient_id: 'f-1',
  user_id: 'u-1',
  user: { surname: 'Camille', name: 'Moreau' },
  date: '2026-10-20',
  next_date: '2026-10-27',
  type: 'Téléphonique',
  presence: 'Excusé',
  sid: true,
  housing: true,
  resources: false,
  work: false,
  health: true,
  admin: false,
  comment: 'Appel du SPIP',
  helps: [
    { help_id: 'h-bus', label: 'Ticket de bus', category: 'Transport', quantity: 2, u_price: 1.9, total_price: 3.8 },
    { help_id: null, label: 'Timbres', category: 'Divers', quantity: 1, u_price: 4, total_price: 4 },
  ],
  topics: ['Hébergement', 'Santé'],
  total: 7.8,
  abilities: { edit: true, delete: true },
};

describe('meetingValues', () => {
  it('starts a new meeting as docs/recipient-file.md does: held by the user today, the next in 7 days, face to face, no aid', () => {
    expect(meetingValues(null, 'u-me', TODAY)).toEqual({
      user_id: 'u-me',
      date: TODAY,
      next_date: '2026-11-09',
      type: 'Présentiel',
      presence: null,
      sid: false,
      housing: false,
      resources: false,
      work: false,
      health: false,
      admin: false,
      comment: '',
      helps: [],
    });
  });

  it('fills the modal with a meeting as read, its figures typed the French way', () => {
    const values = meetingValues(meeting, 'u-me', TODAY);
    expect(values).toMatchObject({ user_id: 'u-1', date: '2026-10-20', type: 'Téléphonique', presence: 'Excusé', sid: true, health: true });
    expect(values.comment).toBe('Appel du SPIP');
    expect(values.helps).toEqual([
      { help_id: 'h-bus', label: 'Ticket de bus', category: 'Transport', quantity: '2', u_price: '1,9' },
      { help_id: null, label: 'Timbres', category: 'Divers', quantity: '1', u_price: '4' },
    ]);
  });
});

describe('help lines', () => {
  it('takes a catalogue line from the aid (one unit at its price) and a free one in Divers', () => {
    expect(catalogueLine({ _id: 'h-food', label: 'Bon alimentaire', category: 'Alimentaire', price: 15.5 })).toEqual({
      help_id: 'h-food',
      label: 'Bon alimentaire',
      category: 'Alimentaire',
      quantity: '1',
      u_price: '15,5',
    });
    expect(catalogueLine({ _id: 'h-card', label: 'Carte téléphonique', category: 'Communication', price: null }).u_price).toBe('');
    expect(freeLine()).toEqual({ help_id: null, label: '', category: 'Divers', quantity: '1', u_price: '' });
  });
});

describe('meetingFromValues', () => {
  it('sends texts trimmed (blank as null) and the figures as typed, never a total', () => {
    const values = meetingValues(null, 'u-me', TODAY);
    const sent = meetingFromValues({
      ...values,
      presence: 'Oui',
      comment: '  ',
      helps: [{ ...freeLine(), label: ' Timbres ', quantity: ' 3 ', u_price: '1,50 ' }],
    });
    expect(sent.comment).toBeNull();
    expect(sent.helps).toEqual([{ help_id: null, label: 'Timbres', category: 'Divers', quantity: '3', u_price: '1,50' }]);
  });

  it('leaves an unchanged meeting as it was read in the update, and sends the lines once one changed', () => {
    const loaded = meetingValues(meeting, 'u-me', TODAY);
    expect(currentOf(meeting, meetingFromValues(loaded), meetingFromValues(loaded))).toEqual(meeting);
    const edited = { ...loaded, helps: [{ ...loaded.helps[0], quantity: '3' }] };
    const current = currentOf(meeting, meetingFromValues(edited), meetingFromValues(loaded));
    expect(current.helps).toEqual([{ help_id: 'h-bus', label: 'Ticket de bus', category: 'Transport', quantity: '3', u_price: '1,9' }]);
    expect(current.comment).toBe('Appel du SPIP');
  });
});

describe('validateMeeting', () => {
  it('names the required fields of docs/recipient-file.md, Entretiens, and a quantity that is not a number', () => {
    const blank = { ...meetingValues(null, 'u-me', TODAY), date: null, user_id: null };
    const errors = validateMeeting({ ...blank, helps: [{ ...freeLine(), label: 'Timbres', quantity: 'deux' }] });
    expect(errors).toMatchObject({
      date: M.dateRequired,
      user_id: M.userRequired,
      presence: M.presenceRequired,
      'helps.0.quantity': M.badQuantity,
    });
  });

  it('asks a label of a free line only', () => {
    const values = {
      ...meetingValues(meeting, 'u-me', TODAY),
      helps: [{ ...freeLine() }, catalogueLine({ _id: 'h', label: '', category: 'Divers', price: 1 })],
    };
    const errors = validateMeeting(values);
    expect(errors['helps.0.label']).toBe(M.helpLabelRequired);
    expect(errors['helps.1.label']).toBeUndefined();
  });
});

describe('liveFigures', () => {
  it('gives each line quantity × unit price to the cent, quantities rounded, and the meeting total', () => {
    const values = {
      ...meetingValues(null, 'u-me', TODAY),
      helps: [
        { ...freeLine(), label: 'Tickets', quantity: '3', u_price: '0,1' },
        { ...freeLine(), label: 'Bons', quantity: '1,6', u_price: '15,50' },
        { ...freeLine(), label: 'Rien', quantity: 'x', u_price: '2' },
      ],
    };
    const figures = liveFigures(values);
    expect(figures.lines.map((line) => line.total_price)).toEqual([0.3, 31, null]);
    expect(figures.total).toBe(31.3);
  });
});
