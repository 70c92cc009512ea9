import os from 'node:os';
import { benchAppends } from './eventStoreBench';
import { benchHttp } from './httpBench';
import { benchRebuild } from './rebuildBench';
import { printAppends, printHttp, printLogAndRebuild } from './report';
import { removeDirsOnSignal, withTempDir } from './tempDir';

// npm run bench: figures are printed, never asserted. Every data directory is temporary and removed.
const LOAD = { connections: 20, warmupMs: 1_000, durationMs: 5_000 };

removeDirsOnSignal();
const started = performance.now();
console.log(`Benchmark, Node ${process.version}, ${os.platform()} ${os.arch()}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? 'unknown CPU'}`);

printAppends(await withTempDir((dir) => benchAppends(dir)));
printLogAndRebuild(await withTempDir((dir) => benchRebuild(dir, { users: 20_000, perUser: 10, pageSize: 500 })));
printHttp(await benchHttp({ extraUsers: 200, ...LOAD }), LOAD);

console.log(`\nTotal run time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
