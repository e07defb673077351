import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { analyzeCommand } from './analyze.js';
import { ingestCommand } from './ingest.js';
import { searchCommand } from './search.js';
import { speakersCommand } from './speakers.js';
import { outletsCommand } from './outlets.js';
import { statsCommand } from './stats.js';
import { exportCommand } from './export.js';
import { serveCommand } from './serve.js';
import { workerCommand } from './worker.js';
import { failedCommand } from './failed.js';

/** Builds one subcommand; each lives in its own file here and is listed below in help order. */
export type CommandFactory = (ctx: CliContext) => Command;

/** The subcommands of `whosaid`. Later ones (ingest, search, serve) are added here as one file each. */
export const COMMANDS: CommandFactory[] = [analyzeCommand, ingestCommand, searchCommand, speakersCommand, outletsCommand, statsCommand, exportCommand, serveCommand, workerCommand, failedCommand];
