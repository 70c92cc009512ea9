import { describe, expect, it } from 'vitest';
import { identityKey } from '@domain/recipients/identity';
import { STATUSES_WITH_VALIDITY } from '@domain/recipients/rules';
import type { ChoiceType } from '@domain/choices/types';
import { normalizeText } from '@domain/shared/text';
import { demoUsers } from '../people/demoPeople';
import { addDays, demoRecipientPlan, personKey, stepsOf } from './demoRecipientPlan';
import { demoStories } from './demoRecipientStories';
import { demoRecipients } from './demoRecipients';
import { REFERENCE_LISTS } from '../../commands/setup/reference';

// The earliest day the seed can run on: every date below only moves later on a later day.
const TODAY = '2026-11-22';
const user = (login: string) => demoUsers.find((u) => u.login === login);
const siegeLevel = (login: string) => user(login)?.antennaKey === 'siege';

/** True when referenceId(label normalised) finds this very label: it takes the first entry starting with it. */
function resolvesExactly(type: ChoiceType, label: string): boolean {
  return REFERENCE_LISTS[type].find((entry) => normalizeText(entry).startsWith(normalizeText(label))) === label;
}

describe('demo recipient files', () => {
  it('has at least 60 files over the three antennas, mostly men, with distinct identities', () => {
    expect(demoRecipients.length).toBeGreaterThanOrEqual(60);
    for (const antenna of ['lyon', 'marseille', 'lille'])
      expect(demoRecipients.filter((p) => p.antenna === antenna).length).toBeGreaterThanOrEqual(15);
    const women = demoRecipients.filter((p) => p.civility === 'Mme').length;
    expect(women).toBeGreaterThan(0);
    expect(women).toBeLessThan(demoRecipients.length / 4);
    expect(new Set(demoRecipients.map(identityKey)).size).toBe(demoRecipients.length);
  });

  it('gives people aged 18 to 66, born in France or in a country of the list', () => {
    for (const person of demoRecipients) {
      const year = Number(person.birth_date.slice(0, 4));
      expect(Number.isNaN(Date.parse(person.birth_date)), person.name).toBe(false);
      expect(year, personKey(person)).toBeGreaterThanOrEqual(1960);
      expect(year, personKey(person)).toBeLessThanOrEqual(2008);
      expect(resolvesExactly('country', person.born[1]), person.born[1]).toBe(true);
      if (person.born[1] !== 'France') expect(person.status, personKey(person)).not.toBe('Nationalité Fr');
    }
  });

  it('uses labels of the reference lists, with an end of validity exactly for the statuses that have one', () => {
    const statuses = demoRecipients.map((p) => ({ status: p.status, validity: p.validity, who: personKey(p) }));
    for (const [who, steps] of Object.entries(demoStories)) {
      for (const step of steps)
        if (step.do === 'edit' && step.set.status)
          statuses.push({ status: step.set.status, validity: step.set.validity ?? undefined, who });
    }
    for (const { status, validity, who } of statuses) {
      expect(resolvesExactly('nationality_status', status), status).toBe(true);
      expect(validity !== undefined, who).toBe((STATUSES_WITH_VALIDITY as readonly string[]).includes(status));
    }
    for (const person of demoRecipients) {
      expect(resolvesExactly('nationality', person.nationality), person.nationality).toBe(true);
      expect(resolvesExactly('family_status', person.family), person.family).toBe(true);
    }
    for (const step of Object.values(demoStories).flat()) {
      if (step.do === 'edit' && step.set.family) expect(resolvesExactly('family_status', step.set.family), step.set.family).toBe(true);
      if (step.do === 'radiate')
        expect(resolvesExactly('radiation_reasons', step.reason) && resolvesExactly('radiation_status', step.status), step.reason).toBe(
          true,
        );
    }
  });

  it('tells stories of existing files only, in order, all in the past', () => {
    const keys = new Set(demoRecipients.map(personKey));
    for (const key of Object.keys(demoStories)) expect(keys.has(key), key).toBe(true);
    for (const person of demoRecipients) {
      const afters = stepsOf(person).map((step) => step.after);
      expect(afters, personKey(person)).toEqual([...afters].sort((a, b) => a - b));
      expect(Math.max(...afters), personKey(person)).toBeLessThan(person.met);
    }
  });

  it('has every step done by a demo user allowed to do it, in the antenna the file is in at that moment, once active', () => {
    for (const person of demoRecipients) {
      let antenna: string = person.antenna;
      let referent = person.referent;
      const firstMeeting = addDays(TODAY, -person.met);
      expect(user(referent)?.antennaKey, personKey(person)).toBe(antenna);
      for (const step of stepsOf(person)) {
        if (step.by === 'system') continue;
        const author = user(step.by);
        expect(author, step.by).toBeDefined();
        expect(String(author?.activity?.start_date) <= addDays(firstMeeting, step.after), `${step.by} on ${personKey(person)}`).toBe(true);
        if (!siegeLevel(step.by)) expect(author?.antennaKey, `${step.by} on ${personKey(person)}`).toBe(antenna);
        if (step.do === 'renew') expect(author?.habilitation, personKey(person)).toBe('admin');
        if (step.do === 'edit' && step.set.referent) referent = step.set.referent;
        if (step.do === 'transfer') [antenna, referent] = [step.to, step.referent];
      }
      expect(user(referent)?.antennaKey, `referent of ${personKey(person)} after its transfers`).toBe(antenna);
    }
  });

  it('includes radiations, renewals, transfers, justice periods and mail redirections', () => {
    const steps = Object.values(demoStories).flat();
    const count = (kind: string) => steps.filter((step) => step.do === kind).length;
    expect(count('radiate') - count('renew')).toBeGreaterThanOrEqual(6);
    expect(count('renew')).toBeGreaterThanOrEqual(2);
    expect(count('transfer')).toBeGreaterThanOrEqual(3);
    expect(count('justice')).toBeGreaterThanOrEqual(3);
    expect(count('mail')).toBeGreaterThanOrEqual(1);
    const edited = Object.values(demoStories).filter((story) => story.some((step) => step.do === 'edit')).length;
    expect(edited).toBeGreaterThanOrEqual(demoRecipients.length / 3);
  });

  it('plans every action once, oldest first, before the seed day', () => {
    const plan = demoRecipientPlan(TODAY);
    expect(plan.length).toBe(demoRecipients.reduce((n, person) => n + stepsOf(person).length, 0));
    expect(plan.map((a) => a.at)).toEqual(plan.map((a) => a.at).sort());
    expect(plan.every((a) => a.day < TODAY && a.at.startsWith(a.day))).toBe(true);
    expect(demoRecipientPlan(TODAY)).toEqual(plan);
  });
});
