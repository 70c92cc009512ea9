import type { AppendFigures } from './eventStoreBench';
import type { HttpFigures } from './httpBench';
import type { LoadResult } from './load';
import type { RebuildFigures } from './rebuildBench';
import type { CreationFigures, RecipientsFigures } from './recipientsBench';
import type { HousingFigures } from './housingBench';
import type { MeetingsFigures } from './meetingsBench';
import type { CerfaFigures, RenderTimes } from './cerfaBench';
import type { DomiciliationFigures } from './domiciliationBench';
import type { Family } from './reportEvents';
import type { ReportsFigures } from './reportsBench';

/** A whole number with thin groups of three digits: 12 345. */
const int = (n: number) =>
  Math.round(n)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const ms = (n: number) => n.toFixed(2);
const ratio = (a: number, b: number) => (a / b).toFixed(2);
const cells = (widths: number[], values: string[]) =>
  values.map((v, i) => (i === 0 ? v.padEnd(widths[0]) : v.padStart(widths[i]))).join('');

/** Prints section 1: append rates, adapter beside raw inserts. */
export function printAppends(figures: { single: AppendFigures; batch: AppendFigures }): void {
  console.log('\n1. Appends to the SQLite event store: adapter vs raw better-sqlite3 inserts of the same rows');
  console.log('   (same table and indexes, WAL + synchronous=NORMAL, median of 3 runs on fresh files)');
  const widths = [30, 10, 16, 16, 14];
  console.log(cells(widths, ['', 'events', 'adapter ev/s', 'raw ev/s', 'adapter/raw']));
  const line = (label: string, f: AppendFigures) =>
    console.log(cells(widths, [label, int(f.events), int(f.adapter), int(f.raw), ratio(f.adapter, f.raw)]));
  line('   (a) one event per append', figures.single);
  line('   (b) 100 events per append', figures.batch);
}

/** Prints sections 2 and 3: reading the log, and rebuilding the read models over it. */
export function printLogAndRebuild(f: RebuildFigures): void {
  console.log(`\n2. readAll: whole log of ${int(f.events)} events in pages of ${f.readAll.pageSize}`);
  console.log(`   ${int(f.readAll.perSecond)} events/s (${int(f.readAll.events)} events read)`);
  console.log(`\n3. Projection rebuild over ${int(f.events)} events (${int(f.users)} users: UserCreated + UserChanged)`);
  console.log(`   log written first at ${int(f.fillPerSecond)} events/s (one append of ${f.events / f.users} events per user)`);
  console.log(`   projections: ${f.rebuild.projections.join(', ')}`);
  console.log(
    `   rebuild: ${f.rebuild.seconds.toFixed(1)} s, ${int(f.rebuild.perSecond)} events/s; users in the read model: ${int(f.rebuild.usersInReadModel)}`,
  );
}

/** Prints section 4: latency of the real users list beside a bare Koa route. */
export function printHttp(f: HttpFigures, opts: { connections: number; warmupMs: number; durationMs: number }): void {
  console.log(
    `\n4. GET /api/web/users: ${opts.connections} concurrent keep-alive connections, ${opts.durationMs / 1000} s after a ${opts.warmupMs / 1000} s warm-up`,
  );
  console.log(`   ${f.usersListed} users listed, ${int(f.real.bodyBytes)} bytes per answer (the bare route answers the same body)`);
  const widths = [18, 10, 10, 10, 10, 10, 10];
  console.log(cells(widths, ['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'max ms', 'errors']));
  const line = (label: string, r: LoadResult) =>
    console.log(cells(widths, [label, int(r.requests), int(r.perSecond), ms(r.p50Ms), ms(r.p95Ms), ms(r.maxMs), int(r.errors)]));
  line('   real server', f.real);
  line('   bare Koa', f.bare);
  console.log(
    `   ratio real/bare: p50 ${ratio(f.real.p50Ms, f.bare.p50Ms)}, p95 ${ratio(f.real.p95Ms, f.bare.p95Ms)}, req/s ${ratio(f.real.perSecond, f.bare.perSecond)}`,
  );
}

/** Prints sections 5 and 6: the recipients list under load over a large store, then creations one at a time. */
export function printRecipients(f: RecipientsFigures, opts: { connections: number; warmupMs: number; durationMs: number }): void {
  const [first] = f.creations;
  console.log(
    `\n5. GET /api/web/recipients over ${int(f.fill.files + first.filesBefore + first.creations)} files: ${first.filesBefore} demo files, ${first.creations} created through the API, ${int(f.fill.files)} generated`,
  );
  console.log(
    `   generated files appended straight to the event store: ${int(f.fill.events)} events at ${int(f.fill.perSecond)} events/s (identity, file, number)`,
  );
  console.log(
    `   real server restarted on that store: read models caught up in ${f.catchUp.seconds.toFixed(1)} s (${int(f.catchUp.events / f.catchUp.seconds)} events/s)`,
  );
  console.log(
    `   ${opts.connections} concurrent keep-alive connections, ${opts.durationMs / 1000} s after a ${opts.warmupMs / 1000} s warm-up, per_page 20`,
  );
  const widths = [31, 9, 10, 8, 9, 9, 9, 8];
  console.log(cells(widths, ['', 'matches', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'max ms', 'errors']));
  for (const { label, matches, load: r } of f.scenarios) {
    console.log(
      cells(widths, [`   ${label}`, int(matches), int(r.requests), int(r.perSecond), ms(r.p50Ms), ms(r.p95Ms), ms(r.maxMs), int(r.errors)]),
    );
  }
  console.log('\n6. PUT /api/web/recipient/new, one at a time: identity claim, file number, file, then the wait for the read models');
  const cols = [31, 10, 10, 9, 9, 9, 8];
  console.log(cells(cols, ['', 'files', 'creations', 'p50 ms', 'p95 ms', 'max ms', 'errors']));
  const line = (c: CreationFigures) =>
    console.log(
      cells(cols, ['   on a store of', int(c.filesBefore), int(c.creations), ms(c.p50Ms), ms(c.p95Ms), ms(c.maxMs), int(c.errors)]),
    );
  f.creations.forEach(line);
}

/** Prints section 7: the housing screens over a realistic scheme of rooms and stays. */
export function printHousing(f: HousingFigures, opts: { connections: number; warmupMs: number; durationMs: number }): void {
  console.log(
    `\n7. Housing screens over ${int(f.rooms)} rooms and ${int(f.stays)} stays of 30 nights (built through the commands in ${f.fillSeconds.toFixed(1)} s)`,
  );
  console.log(
    `   ${opts.connections} concurrent keep-alive connections, ${opts.durationMs / 1000} s after a ${opts.warmupMs / 1000} s warm-up`,
  );
  const widths = [36, 10, 10, 10, 10, 10, 10];
  console.log(cells(widths, ['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'max ms', 'errors']));
  for (const { label, result: r } of f.results)
    console.log(cells(widths, [`   ${label}`, int(r.requests), int(r.perSecond), ms(r.p50Ms), ms(r.p95Ms), ms(r.maxMs), int(r.errors)]));
}

/** Prints section 8: one Cerfa attestation rendered, beside a bare page with the same fonts, then stored. */
export function printCerfa(f: CerfaFigures): void {
  console.log(`\n8. Cerfa n°16030*01 attestation (pdf-lib, fonts subset), ${f.renders} renders alternating with the baseline`);
  console.log('   baseline: an A4 page with both faces embedded and one line each, saved');
  const widths = [42, 10, 10, 10, 10];
  console.log(cells(widths, ['', 'p50 ms', 'p95 ms', 'mean ms', 'bytes']));
  const line = (label: string, t: RenderTimes) =>
    console.log(cells(widths, [`   ${label}`, ms(t.p50Ms), ms(t.p95Ms), ms(t.meanMs), int(t.bytes)]));
  line('attestation', f.cerfa);
  line('attestation, Chinese/Devanagari/Pashto', f.scripts);
  line('baseline page', f.baseline);
  line('store in DATA_DIR/files (disk, fsync)', f.stored);
  console.log(
    `   ratio attestation/baseline: p50 ${ratio(f.cerfa.p50Ms, f.baseline.p50Ms)}, p95 ${ratio(f.cerfa.p95Ms, f.baseline.p95Ms)}`,
  );
  console.log(
    `   ratio names in other scripts/French: p50 ${ratio(f.scripts.p50Ms, f.cerfa.p50Ms)}, p95 ${ratio(f.scripts.p95Ms, f.cerfa.p95Ms)}`,
  );
}

/** Prints section 9: the domiciliation screens over a large store, each group beside its baseline, and one Cerfa render. */
export function printDomiciliation(f: DomiciliationFigures, opts: { connections: number; warmupMs: number; durationMs: number }): void {
  console.log(
    `\n9. Domiciliations over ${int(f.fill.files)} generated files (and the demo ones): ${int(f.domiciliations)} domiciliations on ${int(f.domiciled)} files`,
  );
  console.log(
    `   appended straight to the event store (${int(f.fill.events)} events); read models caught up in ${f.catchUpSeconds.toFixed(1)} s`,
  );
  console.log(
    `   ${opts.connections} concurrent keep-alive connections, ${opts.durationMs / 1000} s after a ${opts.warmupMs / 1000} s warm-up; each ratio to the nearest baseline above it`,
  );
  const widths = [35, 9, 9, 8, 9, 9, 9, 7, 12];
  console.log(cells(widths, ['', 'matches', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'max ms', 'errors', 'p50/p95 x']));
  let baseline: LoadResult | null = null;
  for (const { label, matches, load: r } of f.scenarios) {
    if (label.endsWith('(baseline)')) baseline = r;
    const ratios = baseline && baseline !== r ? `${ratio(r.p50Ms, baseline.p50Ms)}/${ratio(r.p95Ms, baseline.p95Ms)}` : '';
    console.log(
      cells(widths, [
        `   ${label}`,
        int(matches),
        int(r.requests),
        int(r.perSecond),
        ms(r.p50Ms),
        ms(r.p95Ms),
        ms(r.maxMs),
        int(r.errors),
        ratios,
      ]),
    );
  }
  const { cerfa, baseline: page } = f.cerfa;
  console.log(
    `   one Cerfa attestation PDF (${f.cerfa.renders} renders): p50 ${ms(cerfa.p50Ms)} ms, p95 ${ms(cerfa.p95Ms)} ms, ${int(cerfa.bytes)} bytes; bare page with the same fonts p50 ${ms(page.p50Ms)} ms (x${ratio(cerfa.p50Ms, page.p50Ms)})`,
  );
}

/** Prints section 10: a meeting with 3 aids written on a busy file, and the file's meetings list, each beside its baseline. */
export function printMeetings(f: MeetingsFigures, opts: { connections: number; warmupMs: number; durationMs: number }): void {
  console.log(
    `\n10. Meetings on one file holding ${int(f.meetings)} meetings of 3 aids (built through the commands in ${f.fillSeconds.toFixed(1)} s)`,
  );
  const { meeting, comment } = f.writes;
  console.log(
    `   creating a meeting with 3 aid lines (2 from a stock), read-your-writes included, ${meeting.count} in a row: p50 ${ms(meeting.p50Ms)} ms, p95 ${ms(meeting.p95Ms)} ms`,
  );
  console.log(
    `   a comment on the same file (baseline): p50 ${ms(comment.p50Ms)} ms, p95 ${ms(comment.p95Ms)} ms (meeting x${ratio(meeting.p50Ms, comment.p50Ms)}/${ratio(meeting.p95Ms, comment.p95Ms)})`,
  );
  console.log(
    `   ${opts.connections} concurrent keep-alive connections, ${opts.durationMs / 1000} s after a ${opts.warmupMs / 1000} s warm-up`,
  );
  const widths = [44, 10, 10, 10, 10, 10, 8, 12];
  console.log(cells(widths, ['', 'requests', 'req/s', 'p50 ms', 'p95 ms', 'max ms', 'errors', 'p50/p95 x']));
  const baseline = f.reads[0]?.result;
  for (const { label, result: r } of f.reads) {
    const ratios = baseline && baseline !== r ? `${ratio(r.p50Ms, baseline.p50Ms)}/${ratio(r.p95Ms, baseline.p95Ms)}` : '';
    console.log(
      cells(widths, [`   ${label}`, int(r.requests), int(r.perSecond), ms(r.p50Ms), ms(r.p95Ms), ms(r.maxMs), int(r.errors), ratios]),
    );
  }
}

const mb = (bytes: number) => (bytes / 1_048_576).toFixed(1);

const FAMILY_LABELS: Record<Family, string> = {
  meetings: 'meetings with aid lines (2 years)',
  own_stays: 'stays in the scheme rooms, room bookings',
  emergency_stays: 'emergency stays with payments',
  domiciliations: 'own domiciliations, attestations',
  mails: 'mails received, handed over',
  penal: 'SPIP follow-ups, detentions',
  work: 'formations, job applications',
  radiations: 'radiations with reasons',
  refusals: 'domiciliation refusals',
  civil_edits: 'civil tab edits (phone, e-mail)',
  comments: 'comments on the tabs',
};

/** Prints section 11: the statistics reports over a large log, each in its own process beside a baseline process. */
export function printReports(f: ReportsFigures): void {
  const { log, history, rebuild, baseline } = f;
  console.log(`\n11. Statistics reports over ${int(f.files)} generated files (and the demo ones): ${int(log.events)} events in the log`);
  console.log(`   appended straight to the event store in ${log.fillSeconds.toFixed(1)} s, each decided by its command's domain decision:`);
  const widths = [48, 10];
  const line = (label: string, events: number) => console.log(cells(widths, [`     ${label}`, int(events)]));
  line('demo data, hotels and rooms (through the commands)', log.before);
  line('files: identity, number, creation', log.creations);
  for (const [family, events] of log.byFamily) line(FAMILY_LABELS[family], events);
  line('total', log.before + log.creations + log.byFamily.reduce((sum, [, events]) => sum + events, 0));
  console.log(
    `   event log on disk ${mb(log.diskBytes)} MB; JSON of its ${int(history.events)} events ${mb(history.jsonBytes)} MB; heap to hold them all ≈ ${mb(history.heapBytes)} MB (one event in ${history.keepOneIn} held)`,
  );
  console.log(
    `   rebuild of the statistics projection: ${rebuild.statistics.seconds.toFixed(1)} s, ${int(rebuild.statistics.perSecond)} events/s; of the read models reports look up (${rebuild.lookups.names.join(', ')}): ${rebuild.lookups.seconds.toFixed(1)} s`,
  );
  console.log(
    `   each report of ${f.year} in a fresh process, for ${f.antennaName} then all antennas; baseline process (same stores and read models opened, nothing done): peak RSS ${mb(baseline.maxRssBytes)} MB, peak heap ${mb(baseline.peakHeapBytes)} MB`,
  );
  const cols = [36, 9, 9, 10, 8, 8, 9, 8, 9, 7];
  console.log(cells(cols, ['', 'scope', 'seconds', 'RSS MB', 'x base', '+ MB', 'heap MB', '+ MB', 'xlsx KB', 'rows']));
  for (const { type, scope, figures: r } of f.reports) {
    console.log(
      cells(cols, [
        scope === 'antenna' ? `   ${type}` : '',
        scope === 'antenna' ? 'antenna' : 'all',
        r.seconds.toFixed(2),
        mb(r.maxRssBytes),
        ratio(r.maxRssBytes, baseline.maxRssBytes),
        mb(r.maxRssBytes - baseline.maxRssBytes),
        mb(r.peakHeapBytes),
        mb(r.peakHeapBytes - baseline.peakHeapBytes),
        (r.bytes / 1024).toFixed(1),
        int(r.rows),
      ]),
    );
  }
  const worst = f.reports.reduce((a, b) => (b.figures.maxRssBytes > a.figures.maxRssBytes ? b : a));
  console.log(
    `   largest: ${worst.type} (${worst.scope}), +${mb(worst.figures.maxRssBytes - baseline.maxRssBytes)} MB resident over the baseline, against ≈ ${mb(history.heapBytes)} MB to hold the history`,
  );
}
