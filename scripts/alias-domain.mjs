// One-off codemod: rewrites relative imports of domain/ from outside domain/ to the @domain/* alias
// (tsconfig "paths"), e.g. '../../../domain/users/permissions' -> '@domain/users/permissions'.
// Imports inside domain/ stay relative. Dry run by default (lists what would change); --write applies.
//   node scripts/alias-domain.mjs [--write] [--prefix=@domain]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const domainDir = path.join(root, 'domain');
const write = process.argv.includes('--write');
const prefix = process.argv.find((arg) => arg.startsWith('--prefix='))?.slice('--prefix='.length) ?? '@domain';
const skip = new Set(['node_modules', 'dist', 'data', 'test-results', 'playwright-report', '.git', '.tmp', 'domain']);

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (skip.has(name) && dir === root) continue;
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* sources(full);
    else if (/\.(ts|tsx|mts|cts)$/.test(name) && !name.endsWith('.d.ts')) yield full;
  }
}

// import ... from '...', export ... from '...', import '...', import('...')
const SPECIFIER = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.\.?\/[^'"]+)\2/g;
let files = 0;
let imports = 0;
for (const file of sources(root)) {
  const text = readFileSync(file, 'utf8');
  let count = 0;
  const next = text.replace(SPECIFIER, (whole, head, quote, specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    if (!target.startsWith(domainDir + path.sep)) return whole;
    count += 1;
    return `${head}${quote}${prefix}/${path.relative(domainDir, target).split(path.sep).join('/')}${quote}`;
  });
  if (count === 0) continue;
  files += 1;
  imports += count;
  console.log(`${path.relative(root, file)}: ${count}`);
  if (write) writeFileSync(file, next);
}
console.log(`${write ? 'rewrote' : 'would rewrite'} ${imports} imports in ${files} files`);
