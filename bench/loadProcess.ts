import { measureLoad, type LoadOptions } from './load';

// Child process of runLoad: the options arrive as JSON in argv, the result leaves as JSON on stdout.
const options = JSON.parse(process.argv[2] ?? '{}') as LoadOptions;
process.stdout.write(JSON.stringify(await measureLoad(options)));
