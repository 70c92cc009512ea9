import { describe, it } from 'vitest';
import { buildActor, buildStay, recipientCreated, referenceFacts } from '../testing/builders';
import { given } from '../testing/givenWhenThen';
import type { RecipientEvent } from '../recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '../recipients/state';
import { addHousing, updateHousing } from './decide';

const recipients = { initialState: initialRecipientState, evolve: evolveRecipient };
const ctx = { actor: buildActor('volunteer'), today: '2026-11-22', references: referenceFacts() };
const follow = (start_date: string, end_date: string): RecipientEvent => ({
  type: 'FollowAdded',
  data: { follow_id: `f-${start_date}`, follow: { organism_id: 'spip-69', start_date, end_date, contact_ids: [] } },
});
const spipStay = buildStay({ founding: 'SPIP' });
const { housing_type: _kind, ...form } = spipStay;
const add = (state: RecipientState) => addHousing({ housingId: 'h-2', kind: 'hebergement', housing: form }, state, ctx);
const moveEnd = (end_date: string) => (state: RecipientState) =>
  updateHousing(
    { housingId: 'h-1', update: { origin: { end_date: '2026-11-20' }, current: { end_date }, failOnConcurrent: false } },
    state,
    ctx,
  );
const stayAdded: RecipientEvent = { type: 'HousingAdded', data: { housing_id: 'h-1', housing: spipStay } };

describe('a SPIP-funded stay needs SPIP follow-ups over its days (NO FOLLOWING)', () => {
  it('given no follow-up, when a SPIP-funded stay is created, then 409 NO FOLLOWING with the code as data', () => {
    given(recipients, [recipientCreated()])
      .when(add)
      .thenRefuses('NO FOLLOWING', 'Pas de suivi SPIP pour ces dates', undefined, 'NO FOLLOWING');
  });

  it('given follow-ups one after another over its days, when created, then it is recorded', () => {
    given(recipients, [recipientCreated(), follow('2026-10-01', '2026-11-15'), follow('2026-11-16', '2027-01-31')])
      .when(add)
      .then([{ type: 'HousingAdded', data: { housing_id: 'h-2', housing: spipStay } }]);
  });

  it('given a follow-up ending before the stay does, when created, then NO FOLLOWING', () => {
    given(recipients, [recipientCreated(), follow('2026-10-01', '2026-11-15')])
      .when(add)
      .thenRefuses('NO FOLLOWING');
  });

  it('given a covered stay, when its end moves past the follow-up, then NO FOLLOWING; within it, recorded', () => {
    const past = [recipientCreated(), follow('2026-11-01', '2026-11-30'), stayAdded];
    given(recipients, past)
      .when(moveEnd('2026-12-05'))
      .thenRefuses('NO FOLLOWING', 'Pas de suivi SPIP pour ces dates', undefined, 'NO FOLLOWING');
    given(recipients, past)
      .when(moveEnd('2026-11-25'))
      .then([{ type: 'HousingChanged', data: { housing_id: 'h-1', changes: { end_date: { from: '2026-11-20', to: '2026-11-25' } } } }]);
  });

  it('given a stay funded otherwise, when created without follow-up, then it is recorded', () => {
    given(recipients, [recipientCreated()])
      .when((state) => addHousing({ housingId: 'h-2', kind: 'hebergement', housing: { ...form, founding: 'Passerelles' } }, state, ctx))
      .then([{ type: 'HousingAdded', data: { housing_id: 'h-2', housing: { ...spipStay, founding: 'Passerelles' } } }]);
  });
});
