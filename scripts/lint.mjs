// `npm run lint`: runs every lint:* check even when an earlier one fails, prints how long each took,
// and exits non-zero when any failed. Run one check alone with `npm run lint:<name>`.
import { spawnSync } from 'node:child_process';

const checks = [
  ['typecheck', 'types (tsc --noEmit, TypeScript 7)'],
  ['lint:code', 'oxlint, type-aware (TypeScript 7 through tsgolint)'],
  ['lint:boundaries', 'import boundaries (ESLint + eslint-plugin-boundaries)'],
  ['lint:format', 'formatting (prettier --check, writes nothing)'],
  ['lint:dead', 'dead exports, files and dependencies (knip)'],
];

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const results = [];
for (const [script, what] of checks) {
  console.log(`\n=== ${script}: ${what}`);
  const started = performance.now();
  const { status } = spawnSync(npm, ['run', '--silent', script], { stdio: 'inherit' });
  results.push({ script, ok: status === 0, seconds: (performance.now() - started) / 1000 });
}

console.log('\n=== lint summary');
for (const { script, ok, seconds } of results) console.log(`${ok ? 'ok  ' : 'FAIL'}  ${script.padEnd(16)} ${seconds.toFixed(1)} s`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
