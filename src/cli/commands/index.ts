import type { Command } from 'commander';
import type { CliContext } from '../context.js';

/** Builds one subcommand; each lives in its own file here and is listed below in help order. */
export type CommandFactory = (ctx: CliContext) => Command;

/**
 * A subcommand as `whosaid --help` lists it, and how to load it. Only the command being run is
 * imported (start-up: `whosaid analyze` never loads the database, server or queue code); `term` and
 * `summary` must equal what the loaded command says (test/cli/commands.test.ts checks).
 */
export interface CommandEntry {
  name: string;
  /** The command with its options and arguments, as help lists it. */
  term: string;
  summary: string;
  load: () => Promise<CommandFactory>;
}

/** The subcommands of `whosaid`, in help order. */
export const COMMANDS: readonly CommandEntry[] = [
  { name: 'analyze', term: 'analyze [options] [files...]', summary: 'find who said what in an article (text or HTML), or in each of many: several files, a folder, a JSONL stream or a WARC file',
    load: async () => (await import('./analyze.js')).analyzeCommand },
  { name: 'ingest', term: 'ingest [options] <path...>', summary: 'analyze files, folders, WARC archives or JSONL and store their quotes in a database',
    load: async () => (await import('./ingest.js')).ingestCommand },
  { name: 'search', term: 'search [options] <query>', summary: 'search stored quotes (full text, ranked, with highlighted snippets)',
    load: async () => (await import('./search.js')).searchCommand },
  { name: 'speakers', term: 'speakers [options]', summary: 'list the most quoted speakers, with titles, outlets and first/last seen',
    load: async () => (await import('./speakers.js')).speakersCommand },
  { name: 'outlets', term: 'outlets [options]', summary: 'per outlet: articles, quotes, share of quotes from named and unnamed sources',
    load: async () => (await import('./outlets.js')).outletsCommand },
  { name: 'stats', term: 'stats [options]', summary: 'counts: articles, quotes, speakers, outlets, syndicated quote groups',
    load: async () => (await import('./stats.js')).statsCommand },
  { name: 'export', term: 'export [options]', summary: 'write every stored article and quote as JSON Lines or CSV',
    load: async () => (await import('./export.js')).exportCommand },
  { name: 'serve', term: 'serve [options]', summary: 'serve the JSON API and the web app over HTTP (loopback by default)',
    load: async () => (await import('./serve.js')).serveCommand },
  { name: 'worker', term: 'worker [options]', summary: 'take articles from a Redis queue, analyze them and store them in PostgreSQL',
    load: async () => (await import('./worker.js')).workerCommand },
  { name: 'failed', term: 'failed [options]', summary: 'list the queued articles that failed after their retries, with their errors',
    load: async () => (await import('./failed.js')).failedCommand },
];
