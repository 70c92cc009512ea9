// The national-scale targets (README, 'Benchmarks'), each printed beside its figure: a figure is compared with its limit, and a
// ratio is a figure of this run over another figure of the same run (never a number remembered from another machine or another day).

/** One target: what was measured, what it must be at most or at least, and whether it is. */
export interface Target {
  label: string;
  /** The figure as printed (with its parts, e.g. '4 120 / 380 950 ev/s'). */
  figure: string;
  value: number;
  limit: number;
  /** 'max': value must be at most limit; 'min': at least. */
  kind: 'max' | 'min';
}

export const atMost = (label: string, figure: string, value: number, limit: number): Target => ({
  label,
  figure,
  value,
  limit,
  kind: 'max',
});
export const atLeast = (label: string, figure: string, value: number, limit: number): Target => ({
  label,
  figure,
  value,
  limit,
  kind: 'min',
});

export const isMet = (t: Target) => (t.kind === 'max' ? t.value <= t.limit : t.value >= t.limit);

const number = (n: number) => (Math.abs(n) >= 100 ? n.toFixed(0) : Math.abs(n) >= 10 ? n.toFixed(1) : n.toFixed(2));

/** Prints the targets as a table, then a line per target saying met or not. */
export function printTargets(title: string, targets: Target[]): void {
  console.log(`\n${title}`);
  const widths = [58, 34, 12, 8];
  const cells = (values: string[]) => values.map((v, i) => (i === 0 ? v.padEnd(widths[0]) : v.padStart(widths[i]))).join('  ');
  console.log(cells(['   target', 'figure', 'value', 'limit']));
  for (const t of targets)
    console.log(cells([`   ${t.label}`, t.figure, number(t.value), `${t.kind === 'max' ? '≤' : '≥'} ${number(t.limit)}`]));
  for (const t of targets) console.log(`   ${isMet(t) ? 'met    ' : 'NOT met'}  ${t.label}`);
  const met = targets.filter(isMet).length;
  console.log(`   ${met} of ${targets.length} targets met`);
}
