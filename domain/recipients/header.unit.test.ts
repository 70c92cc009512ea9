import { describe, it } from 'vitest';
import { buildActor, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import { INVALID_FORM } from '../shared/errors';
import type { Actor } from '../users/actor';
import type { RecipientEvent } from './events';
import { setJusticePeriod, setMailRedirection } from './header';
import { RECIPIENT_MESSAGES as M } from './rules';
import { evolveRecipient, initialRecipientState, type RecipientState } from './state';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const actor = buildActor('volunteer');

describe('setJusticePeriod', () => {
  const setPeriod =
    (start?: string | null, end?: string | null, organism_id?: string | null, by: Actor = actor) =>
    (state: RecipientState) =>
      setJusticePeriod({ start, end, organism_id }, state, { actor: by, references: referenceFacts() });
  const period: RecipientEvent = { type: 'JusticePeriodSet', data: { start: '2026-01-01', end: '2026-06-30', organism_id: null } };

  it('records the period', () => {
    given(recipients, [recipientCreated()]).when(setPeriod('2026-01-01', '2026-06-30')).then([period]);
  });

  it('records the organism that follows it, and a change of organism alone', () => {
    const followed: RecipientEvent = { type: 'JusticePeriodSet', data: { start: '2026-01-01', end: '2026-06-30', organism_id: 'spip-69' } };
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-01-01', '2026-06-30', 'spip-69'))
      .then([followed]);
    given(recipients, [recipientCreated(), period])
      .when(setPeriod('2026-01-01', '2026-06-30', 'spip-69'))
      .then([followed]);
    given(recipients, [recipientCreated(), followed])
      .when(setPeriod('2026-01-01', '2026-06-30', 'spip-69'))
      .thenNothing();
  });

  it('refuses an organism that does not exist, or of another antenna for a volunteer', () => {
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-01-01', null, 'org-inconnu'))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Organisme inconnu', { organism_id: 'Organisme inconnu' });
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-01-01', null, 'org-sud'))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', 'Organisme inconnu', { organism_id: 'Organisme inconnu' });
  });

  it('accepts an organism shown to all, and any organism from someone who sees them all', () => {
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-01-01', null, 'org-tous'))
      .then([{ type: 'JusticePeriodSet', data: { start: '2026-01-01', end: null, organism_id: 'org-tous' } }]);
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-01-01', null, 'org-sud', buildActor('admin')))
      .then([{ type: 'JusticePeriodSet', data: { start: '2026-01-01', end: null, organism_id: 'org-sud' } }]);
  });

  it('keeps the organism already recorded when only the dates change, even one the editor does not see', () => {
    const followed: RecipientEvent = { type: 'JusticePeriodSet', data: { start: '2026-01-01', end: null, organism_id: 'org-sud' } };
    given(recipients, [recipientCreated(), followed])
      .when(setPeriod('2026-01-01', '2026-06-30', 'org-sud'))
      .then([{ type: 'JusticePeriodSet', data: { start: '2026-01-01', end: '2026-06-30', organism_id: 'org-sud' } }]);
  });

  it('accepts an unknown end or start, a blank date being no date', () => {
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-01-01', ' '))
      .then([{ type: 'JusticePeriodSet', data: { start: '2026-01-01', end: null, organism_id: null } }]);
    given(recipients, [recipientCreated()])
      .when(setPeriod(null, '2026-06-30'))
      .then([{ type: 'JusticePeriodSet', data: { start: null, end: '2026-06-30', organism_id: null } }]);
  });

  it('clears a period', () => {
    given(recipients, [recipientCreated(), period])
      .when(setPeriod('', ''))
      .then([{ type: 'JusticePeriodSet', data: { start: null, end: null, organism_id: null } }]);
  });

  it('refuses an end before the start', () => {
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-06-30', '2026-01-01'))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, {
        end: 'La fin de la période doit suivre son début',
      });
  });

  it('refuses impossible dates', () => {
    given(recipients, [recipientCreated()])
      .when(setPeriod('2026-02-30', '30/06/2026'))
      .thenRefuses('OBJECT_CANNOT_BE_VALIDATED', INVALID_FORM, { start: 'Date invalide', end: 'Date invalide' });
  });

  it('records nothing when the period is unchanged', () => {
    given(recipients, [recipientCreated(), period]).when(setPeriod('2026-01-01', '2026-06-30')).thenNothing();
    given(recipients, [recipientCreated()]).when(setPeriod(null, '')).thenNothing();
  });

  it('refuses a file the user may not open', () => {
    given(recipients, [recipientCreated({ antenna_id: 'ant-sud' })])
      .when(setPeriod('2026-01-01', null))
      .thenRefuses('FORBIDDEN', M.forbiddenFile);
  });
});

describe('setMailRedirection', () => {
  const redirect = (mail_redirection?: string | null) => (state: RecipientState) =>
    setMailRedirection({ mail_redirection }, state, { actor });
  const redirected: RecipientEvent = { type: 'MailRedirectionSet', data: { mail_redirection: 'Chez sa sœur, 3 rue Nationale, Lille' } };

  it('records where the mail goes, trimmed', () => {
    given(recipients, [recipientCreated()]).when(redirect('  Chez sa sœur, 3 rue Nationale, Lille ')).then([redirected]);
  });

  it('clears the redirection when emptied', () => {
    given(recipients, [recipientCreated(), redirected])
      .when(redirect('  '))
      .then([{ type: 'MailRedirectionSet', data: { mail_redirection: null } }]);
    given(recipients, [recipientCreated(), redirected])
      .when(redirect(null))
      .then([{ type: 'MailRedirectionSet', data: { mail_redirection: null } }]);
  });

  it('records nothing when the redirection is unchanged', () => {
    given(recipients, [recipientCreated(), redirected]).when(redirect('Chez sa sœur, 3 rue Nationale, Lille')).thenNothing();
    given(recipients, [recipientCreated()]).when(redirect('')).thenNothing();
  });

  it('refuses a deleted file as not found', () => {
    given(recipients, [recipientCreated(), { type: 'RecipientDeleted', data: {} }])
      .when(redirect('Ailleurs'))
      .thenRefuses('NOT_FOUND', M.notFound);
  });
});
