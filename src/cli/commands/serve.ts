import { availableParallelism } from 'node:os';
import { defaultThreads } from '../../io/threads.js';
import { Command } from 'commander';
import { WhosaidError } from '../../errors.js';
import { EXIT } from '../exit-codes.js';
import type { CliContext } from '../context.js';
import { optimizeInWorkerThreads } from '../worker-flags.js';

interface ServeFlags {
  db?: string;
  host: string;
  port: string;
  maxBody: string;
  cors?: string;
  threads: string;
}

const HELP = `
API (JSON; described at /api/openapi.json):
  POST /api/analyze          {"text" | "html", "published"?, "title"?} -> the whosaid/1 analysis
  GET  /api/quotes           ?q=&speaker=&outlet=&since=&until=&kind=&limit=&cursor=
  GET  /api/speakers         ?top=&type=&q=          GET /api/speakers/:id
  GET  /api/outlets          ?top=                   GET /api/outlets/:outlet
  GET  /api/articles/:id     GET /api/stats
  The web app is at / (built into dist/web by "npm run build").
  Errors: {"error": {"code", "message"}}; a malformed body is 400, one over --max-body 413.
  Without --db only /api/analyze, the OpenAPI document and the web app answer (the rest: 503).

Once listening it prints one line on stderr: "whosaid: serving http://HOST:PORT (db FILE)".
SIGINT (Ctrl-C) or SIGTERM closes it: requests in flight finish first.

Examples:
  $ whosaid serve --db news.db                 # http://127.0.0.1:8080
  $ whosaid serve --db news.db --port 0        # any free port (printed)
  $ whosaid serve --cors https://example.org --max-body 5000000`;

/** `whosaid serve`: the JSON API and the web app over HTTP. */
export function serveCommand(ctx: CliContext): Command {
  return new Command('serve')
    .summary('serve the JSON API and the web app over HTTP (loopback by default)')
    .description('Serve the analysis and the quote database over HTTP: a JSON API (with an OpenAPI document) and the web app.')
    .option('--db <file>', 'quote database to serve (made by whosaid ingest); without it only analysis is served')
    .option('--host <host>', 'address to listen on (127.0.0.1: this machine only; 0.0.0.0: every interface)', '127.0.0.1')
    .option('-p, --port <port>', 'port to listen on (0: any free port)', '8080')
    .option('--max-body <bytes>', 'largest request body, in bytes', String(2 * 1024 * 1024))
    .option('--cors <origin>', 'allow this origin (e.g. https://example.org) to call the API from its pages; off by default')
    .option('--threads <n>', `worker threads for analyses (0: in the server thread; default: cores - 1 as far as memory allows, at least 1, here ${serveThreads()})`, String(serveThreads()))
    .addHelpText('after', HELP)
    .action(async (flags: ServeFlags) => {
      ctx.setExitCode(await runServe(flags, ctx));
    });
}

/** One core is left to the server thread (HTTP, JSON, the database); analyses take the others, at least one. */
function serveThreads(): number {
  return Math.max(1, Math.min(availableParallelism() - 1, defaultThreads()));
}

/** A database url with its password hidden (a file name is returned as it is). */
function hidePassword(db: string): string {
  return db.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*):[^@/]*@/i, '$1:***@');
}

function whole(value: string, what: string, min: number, max: number): number {
  if (!/^\d+$/.test(value) || Number(value) < min || Number(value) > max) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `${what} must be a whole number from ${min} to ${max}, not "${value}".`);
  }
  return Number(value);
}

async function runServe(flags: ServeFlags, ctx: CliContext): Promise<number> {
  const port = whole(flags.port, '--port', 0, 65535);
  const maxBody = whole(flags.maxBody, '--max-body', 1024, 1024 * 1024 * 1024);
  const threads = whole(flags.threads, '--threads', 0, 64);
  if (flags.cors !== undefined && !/^https?:\/\/[^/\s]+$/.test(flags.cors)) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `--cors must be an origin like https://example.org (scheme and host, no path), not "${flags.cors}".`);
  }
  // Signals are caught from the start: one that comes while the engine loads stops the server once it is up.
  let stopRequested = false;
  let onStop: (() => void) | undefined;
  const stop = (): void => { stopRequested = true; onStop?.(); };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  try {
    return await listenUntilStopped(flags, { port, maxBody, threads }, ctx, (f) => { onStop = f; if (stopRequested) f(); });
  } finally {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
  }
}

async function listenUntilStopped(flags: ServeFlags, o: { port: number; maxBody: number; threads: number }, ctx: CliContext,
  whenStopped: (stop: () => void) => void): Promise<number> {
  const { port, maxBody, threads } = o;
  // The analysis threads run with the V8 settings of `analyze --jsonl`'s and `ingest`'s, but compile in V8's background
  // threads: by default the server leaves a core to spare (measurements at optimizeInWorkerThreads).
  if (threads > 0) optimizeInWorkerThreads({ concurrentCompile: true });
  // Loaded here: Fastify and the store cost the other commands their start-up time.
  const { buildServer } = await import('../../server/app.js');
  const { openReader } = await import('../../store/backend.js');
  const reader = flags.db === undefined ? undefined : await openReader(flags.db);
  const app = await buildServer({
    maxBody, threads, debug: Boolean(ctx.env.WHOSAID_DEBUG),
    log: (line) => { ctx.io.stderr.write(`${line}\n`); },
    ...(reader !== undefined && { reader }),
    ...(flags.cors !== undefined && { cors: flags.cors }),
  });
  try {
    await app.listen({ host: flags.host, port });
  } catch (e) {
    await app.close();
    const why = (e as NodeJS.ErrnoException).code === 'EADDRINUSE' ? `port ${port} is in use (try --port 0 for any free port)`
      : (e as Error).message;
    throw new WhosaidError('WHOSAID_BAD_OPTION', `cannot listen on ${flags.host}:${port}: ${why}.`);
  }
  const address = app.server.address();
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const host = flags.host.includes(':') ? `[${flags.host}]` : flags.host;
  ctx.io.stderr.write(`whosaid: serving http://${host}:${actualPort} (${flags.db === undefined ? 'no database: analysis only' : `db ${hidePassword(flags.db)}`})\n`);
  await new Promise<void>((resolve) => {
    whenStopped(() => { void app.close().then(resolve, resolve); });
  });
  return EXIT.OK;
}
