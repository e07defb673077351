#!/usr/bin/env node
import { watchLauncher } from '../dist/src/cli/relaunch.js';
import { main } from '../dist/src/cli/main.js';

// (a run relaunched with V8's collector single-threaded ends with the process that started it: src/cli/relaunch.ts)
watchLauncher();
// A closed pipe (`whosaid … | head`) is the reader's choice, not an error.
process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); else throw e; });
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
