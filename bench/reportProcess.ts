import { measureHere, type ReportRun } from './reportMeasure';

// Child process of the reports part: what to measure arrives as JSON in argv, the figures leave as JSON on stdout.
const run = JSON.parse(process.argv[2] ?? '{}') as ReportRun;
process.stdout.write(JSON.stringify(await measureHere(run)));
