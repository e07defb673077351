#!/usr/bin/env node
import { main } from '../dist/src/cli/main.js';

// A closed pipe (`whosaid … | head`) is the reader's choice, not an error.
process.stdout.on('error', (e) => { if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0); else throw e; });
main(process.argv.slice(2)).then((code) => { process.exitCode = code; });
