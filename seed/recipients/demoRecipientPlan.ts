import { demoStories, type DemoStep } from './demoRecipientStories';
import { demoRecipients, type DemoRecipient } from './demoRecipients';

// The demo files' whole history as one timeline: every creation and every later step at its
// instant, oldest first, so that file numbers and event positions follow the dates as in real use.

/** A step of the timeline: the creation of a file by the server, or a step of its story. */
export type PlannedStep = DemoStep | { after: 0; by: 'system'; do: 'create' };

/** One action of the timeline, on a day and at an instant of that day. */
export interface PlannedAction {
  at: string;
  day: string;
  person: DemoRecipient;
  step: PlannedStep;
}

const DAY_MS = 86_400_000;

/** The day n days after a YYYY-MM-DD day (n may be negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The key of a person in demoStories: « Prénom Nom ». */
export const personKey = (person: Pick<DemoRecipient, 'surname' | 'name'>) => `${person.surname} ${person.name}`;

/** A file's steps: its creation, the referent's note of the first meeting, then its story. */
export function stepsOf(person: DemoRecipient): PlannedStep[] {
  const note: DemoStep[] = person.note ? [{ after: 0, by: person.referent, do: 'comment', text: person.note }] : [];
  return [{ after: 0, by: 'system', do: 'create' }, ...note, ...(demoStories[personKey(person)] ?? [])];
}

/**
 * Every action of the demo files, oldest first, for a seed run on `today` (YYYY-MM-DD). Each file
 * gets its own office hour (UTC, within the French working day), its steps a quarter of an hour apart.
 */
export function demoRecipientPlan(today: string): PlannedAction[] {
  const actions = demoRecipients.flatMap((person, index) => {
    const firstMeeting = addDays(today, -person.met);
    const minuteOfDay = 8 * 60 + ((index * 37) % 420);
    return stepsOf(person).map((step, order) => {
      const day = addDays(firstMeeting, step.after);
      const at = new Date(Date.parse(`${day}T00:00:00.000Z`) + (minuteOfDay + order * 15) * 60_000).toISOString();
      return { at, day, person, step };
    });
  });
  return actions.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
