import { newId } from './newId';
import type { NewEvent } from '../commands/eventStore';
import type { RecipientEvent } from '@domain/recipients/events';
import { evolveRecipient, initialRecipientState, type RecipientState } from '@domain/recipients/state';
import { addDays, parisInstant } from '@domain/shared/dates';
import type { Actor } from '@domain/users/actor';
import { chance, planEmergencyStays, planMeetings, planOwnStay, type ActivityContext } from './reportFamilies';
import { planCivilEdits, planComments } from './reportFileNotes';
import { planApplication, planDetention, planDomiciliations, planFollow, planFormation, planRadiation, planRefusal } from './reportRecords';
import type { FileSequel } from './recipientFill';
import type { GeneratedFile } from './recipientEvents';
import type { ActivityTargets } from './reportScheme';
import { Seeded } from './seeded';

// The activity of generated files that the statistics reports count, written exactly as the commands record it:
// each file's activity is planned as dated actions, then each action is decided in date order by the domain's own
// decision on the file as folded so far (so a rule the data breaks fails the bench instead of writing a wrong event).

/** The families of facts the reports count; bench/report.ts prints their events. */
export const FAMILIES = [
  'meetings',
  'own_stays',
  'emergency_stays',
  'domiciliations',
  'mails',
  'penal',
  'work',
  'radiations',
  'refusals',
  'civil_edits',
  'comments',
] as const;
export type Family = (typeof FAMILIES)[number];

/** Who, when and in which request an action's events were recorded. */
export interface Stamp {
  userId: string;
  at: string;
  correlationId: string;
}

interface Action {
  day: string;
  seq: number;
  family: Family;
  command: string;
  decide: (state: RecipientState, stamp: Stamp) => RecipientEvent[];
}

/** One file's planned activity: its referent acts, never before the day after the file was opened. */
export class FilePlan {
  readonly actor: Actor;
  /** The first day activity may be dated. */
  readonly from: string;
  private readonly actions: Action[] = [];
  private radiatedOn: string | null = null;
  /** Set by a family that books one of the scheme's rooms (such a file is never radiated: its room would stay held). */
  housedInRoom = false;

  constructor(
    readonly file: GeneratedFile,
    targets: ActivityTargets,
  ) {
    const actor = targets.actors.get(file.civil.user_ref ?? '');
    if (!actor) throw new Error(`bench: no referent ${file.civil.user_ref} for file ${file.recipientId}`);
    this.actor = actor;
    this.from = addDays(file.created.meta.at.slice(0, 10), 1);
  }

  /** Plans a command on the file on a day; actions of a day run in the order they were planned. */
  on(day: string, family: Family, command: string, decide: Action['decide']): void {
    this.actions.push({ day, seq: this.actions.length, family, command, decide });
  }

  /** Radiates the file on that day: nothing planned after it happens. */
  radiate(day: string, decide: Action['decide']): void {
    this.on(day, 'radiations', 'radiateRecipient', decide);
    this.radiatedOn = day;
  }

  /** Decides every action in date order on the file's state; gives the events to append after its creation, counted by family. */
  run(random: Seeded, counts: Map<Family, number>): NewEvent[] {
    const created = this.file.created;
    let state = evolveRecipient(initialRecipientState, { ...(created as unknown as RecipientEvent), meta: created.meta });
    const events: NewEvent[] = [];
    const ordered = this.actions
      .filter((action) => this.radiatedOn === null || action.day <= this.radiatedOn)
      .sort((a, b) => a.day.localeCompare(b.day) || a.seq - b.seq);
    let sameDay = 0;
    ordered.forEach((action, index) => {
      sameDay = index > 0 && ordered[index - 1].day === action.day ? sameDay + 1 : 0;
      const minute = 9 * 60 + 7 * sameDay + random.int(7);
      const stamp = {
        userId: this.actor.id,
        at: parisInstant(action.day, Math.floor(minute / 60), minute % 60).toISOString(),
        correlationId: newId(),
      };
      for (const event of action.decide(state, stamp)) {
        const meta = { userId: stamp.userId, at: stamp.at, command: action.command, correlationId: stamp.correlationId };
        events.push({ id: newId(), type: event.type, data: event.data, meta });
        state = evolveRecipient(state, { ...event, meta });
        counts.set(action.family, (counts.get(action.family) ?? 0) + 1);
      }
    });
    return events;
  }
}

/**
 * Every family but meetings, each with its odds per file: a stay in the scheme's rooms for 4 files in a hundred,
 * emergency stays for 6, domiciliations for a quarter (a refusal for 3 of the others), a SPIP follow-up for 4 (most
 * after a detention), a formation for 5, a job for 7; then a radiation for 10 domiciled files in a hundred (during
 * their domiciliation) and 3 of the others, never of a file housed in the scheme's rooms; civil edits on 30 files in a
 * hundred and comments on 40.
 */
function planFile(plan: FilePlan, ctx: ActivityContext): void {
  const { random } = ctx;
  if (chance(random, 4)) planOwnStay(plan, ctx);
  if (chance(random, 6)) planEmergencyStays(plan, ctx, 1 + random.int(2));
  const domiciliation = chance(random, 25) ? planDomiciliations(plan, ctx) : null;
  if (!domiciliation && chance(random, 3)) planRefusal(plan, ctx);
  const followed = chance(random, 4) ? planFollow(plan, ctx) : null;
  if ((followed && chance(random, 60)) || chance(random, 1)) planDetention(plan, ctx, followed);
  if (chance(random, 5)) planFormation(plan, ctx);
  if (chance(random, 7)) planApplication(plan, ctx);
  if (chance(random, 30)) planCivilEdits(plan, ctx, 1 + random.int(3));
  if (chance(random, 40)) planComments(plan, ctx, 1 + random.int(2));
  if (!plan.housedInRoom && chance(random, domiciliation ? 10 : 3)) planRadiation(plan, ctx, domiciliation);
}

/**
 * Activity of generated files over the two years before today: every family planned with its own odds
 * (reportFamilies.ts), then meetings filling what the others leave of the event budget, so the log reaches the
 * number of events asked for.
 */
export class ReportActivity {
  /** Events written by family (the rooms' bookings count with the stays). */
  readonly counts = new Map<Family, number>();
  /** Bookings decided on each room of the scheme, to append to its stream once the files are written. */
  readonly roomEvents = new Map<string, NewEvent[]>();
  private readonly random = new Seeded(21);
  private readonly context: ActivityContext;
  private files = 0;

  constructor(
    private readonly targets: ActivityTargets,
    today: string,
    /** Files to come, and events their activity should add in all (beyond the three of each file's creation). */
    private readonly budget: { files: number; events: number },
  ) {
    const roomFree = new Map(targets.rooms.map((room) => [room.id, room.state.room.start_date ?? addDays(today, -1000)]));
    const window = { first: addDays(today, -730), last: addDays(today, -1) };
    this.context = { targets, random: this.random, days: window, roomFree, roomEvents: this.roomEvents, counts: this.counts };
  }

  /** The sequel of each generated file: its activity, as its stream records it after its creation. */
  sequel(): FileSequel {
    return (file) => {
      const plan = new FilePlan(file, this.targets);
      planFile(plan, this.context);
      planMeetings(plan, this.context, this.random.int(Math.round(2 * this.meetingsPerFile()) + 1));
      const events = plan.run(this.random, this.counts);
      this.files += 1;
      return events;
    };
  }

  /** Meetings each file draws: what the budget still allows per file once the other families' average is left for them. */
  private meetingsPerFile(): number {
    const left = this.budget.files - this.files;
    if (left <= 0) return 0;
    let written = 0;
    for (const events of this.counts.values()) written += events;
    const others = this.files === 0 ? 3 : (written - (this.counts.get('meetings') ?? 0)) / this.files;
    return Math.max(0, (this.budget.events - written) / left - others);
  }
}
