import { describe, expect, it } from 'vitest';
import { buildActor, buildUserProfile } from '@domain/testing/builders';
import { diffUpdate } from '@domain/shared/changes';
import { validate } from '@domain/shared/validation';
import { DEFAULT_RIGHTS } from '@domain/users/habilitations';
import { newUserRules } from '@domain/users/rules';
import { actorAbilities } from '@domain/users/actorAbilities';
import type { Actor } from '@domain/users/actor';
import type { PublicUser } from '../../api/users';
import { antennaOptions } from '../../components/antennaChoices';
import { differs, newUserValues, toCurrent, toFormValues, toNewUser } from './userFormValues';

const loaded: PublicUser = {
  ...buildUserProfile({ tel: '0612345678' }),
  _id: 'u1',
  login: 'cmoreau',
  created_on: '2025-09-01T08:00:00.000Z',
};

/** The rights a new user starts with, as the session of this creator carries them. */
const defaultsOf = (actor: Actor) => actorAbilities(actor).default_rights;

describe('newUserValues', () => {
  it('starts a volunteer, active, in the creator antenna, with the volunteer rights', () => {
    const values = newUserValues(
      buildActor('antenna_admin', { antenna_id: 'ant-lyon' }),
      defaultsOf(buildActor('antenna_admin', { antenna_id: 'ant-lyon' })),
    );
    expect(values).toMatchObject({
      habilitation: 'volunteer',
      actif: true,
      antenna_id: 'ant-lyon',
      rights: DEFAULT_RIGHTS.volunteer,
      name: '',
      login: '',
    });
  });
});

describe('toNewUser', () => {
  it('sends blanks as null and leaves the usual rights to the server', () => {
    const values = {
      ...newUserValues(buildActor('admin'), defaultsOf(buildActor('admin'))),
      surname: 'Léa',
      name: 'Martin',
      login: 'lmartin',
      password: 'secret-123',
      activity_time: '',
    };
    const user = toNewUser(values, defaultsOf(buildActor('admin')));
    expect(user).toMatchObject({ surname: 'Léa', tel: null, activity_time: null, login: 'lmartin', password: 'secret-123' });
    expect(user).not.toHaveProperty('rights');
  });

  it('sends rights someone changed', () => {
    const values = { ...newUserValues(buildActor('admin'), defaultsOf(buildActor('admin'))), rights: ['hotel_management' as const] };
    expect(toNewUser(values, defaultsOf(buildActor('admin'))).rights).toEqual(['hotel_management']);
  });

  it('is refused by the shared rules without a name, with the message shown beside the field', () => {
    expect(validate(newUserRules, newUserValues(buildActor('admin'), defaultsOf(buildActor('admin'))))).toMatchObject({
      name: 'Le nom est requis',
    });
  });
});

describe('differs', () => {
  it('sees no change in a form just loaded, nor in rights ticked again in another order', () => {
    const values = toFormValues({ ...loaded, rights: ['user_relative', 'dom_management'] });
    expect(differs(values, toFormValues(loaded))).toBe(true);
    expect(differs(values, { ...values, rights: ['dom_management', 'user_relative'] })).toBe(false);
    expect(differs(toFormValues(loaded), toFormValues(loaded))).toBe(false);
  });

  it('sees a cleared field as a change', () => {
    expect(differs({ ...toFormValues(loaded), tel: '' }, toFormValues(loaded))).toBe(true);
  });
});

describe('toCurrent', () => {
  it('keeps identity and login as loaded, and makes the server see only the edited field', () => {
    const current = toCurrent(loaded, { ...toFormValues(loaded), tel: '', role: 'Accueillant' });
    expect(current).toMatchObject({ _id: 'u1', login: 'cmoreau', created_on: loaded.created_on, tel: null });
    const changes = diffUpdate(loaded, { origin: { ...loaded }, current: { ...current }, failOnConcurrent: true });
    expect(changes).toEqual({ tel: { from: '0612345678', to: null }, role: { from: null, to: 'Accueillant' } });
  });
});

describe('antennaOptions', () => {
  const names = new Map([
    ['siege', 'Siège'],
    ['ant-lyon', 'Antenne de Lyon'],
    ['ant-lille', 'Antenne de Lille'],
  ]);

  it('offers every antenna and the head office to the ranks that choose freely', () => {
    expect(antennaOptions({ any: true, own: 'siege' }, names, 'siege').map((o) => o.label)).toEqual([
      'Siège',
      'Antenne de Lyon',
      'Antenne de Lille',
    ]);
  });

  it('offers an antenna administrator their own antenna only', () => {
    expect(antennaOptions({ any: false, own: 'ant-lyon' }, names, 'ant-lyon')).toEqual([{ value: 'ant-lyon', label: 'Antenne de Lyon' }]);
  });
});
