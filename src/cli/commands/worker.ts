import { hostname } from 'node:os';
import { defaultThreads, defaultThreadsHelp } from '../../io/threads.js';
import { Command } from 'commander';
import { WhosaidError } from '../../errors.js';
import { checkQueueName, checkRedisUrl, DEFAULT_QUEUE_NAME } from '../../queue/connection.js';
import { openPgStore, safeUrl } from '../../store/postgres/connect.js';
import { whole } from '../../store/postgres/commands.js';
import { isPostgresUrl } from '../../store/postgres/url.js';
import { EXIT } from '../exit-codes.js';
import { count } from '../../io/count.js';
import { optimizeInWorkerThreads } from '../worker-flags.js';
import type { CliContext } from '../context.js';

interface WorkerFlags {
  queue: string;
  db: string;
  queueName: string;
  concurrency?: string;
  name?: string;
  lockMs: string;
  stalledMs: string;
  logJobs?: boolean;
}

const HELP = `
Runs until stopped. Any number of workers, on any machines, may serve one queue and one database;
each takes articles from the queue, analyzes them on its threads and stores them. Jobs come from
"whosaid ingest PATH --queue URL --db URL".
  SIGTERM or SIGINT: takes no more jobs, finishes the ones it holds, and exits 0.
  kill -9: its jobs come back to the queue once their locks lapse (--lock-ms) and another worker
  takes them; an article is stored once however often it is processed.
  An article the analyzer rejects (too large, empty, no article in the HTML) is retried, then kept
  in the failed list: "whosaid failed --db URL --queue URL".
Examples:
  $ whosaid worker --queue redis://10.0.0.5:6379 --db postgres://whosaid@10.0.0.6/news
  $ whosaid worker --queue redis://10.0.0.5:6379 --db postgres://whosaid@10.0.0.6/news --concurrency 8`;

/** `whosaid worker`: analyze and store the articles of a queue. */
export function workerCommand(ctx: CliContext): Command {
  return new Command('worker')
    .summary('take articles from a Redis queue, analyze them and store them in PostgreSQL')
    .description('Serve a queue of articles (BullMQ on Redis): analyze each on this machine\'s cores and store it in PostgreSQL.')
    .requiredOption('--queue <url>', 'Redis url of the queue (redis://host:port)')
    .requiredOption('--db <url>', 'PostgreSQL url (postgres://user@host/database)')
    .option('--queue-name <name>', 'queue name', DEFAULT_QUEUE_NAME)
    .option('--concurrency <n>', `analysis threads (default: ${defaultThreadsHelp()}); 8 jobs are in flight per thread`)
    .option('--name <name>', 'worker name shown in the queue (default: host:pid)')
    .option('--lock-ms <ms>', 'job lock duration; a killed worker\'s jobs are retried after it', '30000')
    .option('--stalled-ms <ms>', 'how often to look for jobs whose worker died', '30000')
    .option('--log-jobs', 'print a line on stderr when a job starts and ends')
    .addHelpText('after', HELP)
    .action(async (flags: WorkerFlags) => {
      ctx.setExitCode(await runWorker(flags, ctx));
    });
}

async function runWorker(flags: WorkerFlags, ctx: CliContext): Promise<number> {
  const redis = checkRedisUrl(flags.queue);
  const queueName = checkQueueName(flags.queueName);
  if (!isPostgresUrl(flags.db)) throw new WhosaidError('WHOSAID_BAD_OPTION', `--db must be a PostgreSQL url (postgres://…) for a worker, not ${JSON.stringify(flags.db)}.`);
  const threads = whole(flags.concurrency ?? String(defaultThreads()), '--concurrency', 0, 256);
  const lockMs = whole(flags.lockMs, '--lock-ms', 1000, 3_600_000);
  const stalledMs = whole(flags.stalledMs, '--stalled-ms', 500, 3_600_000);
  const name = flags.name ?? `${hostname()}:${process.pid}`;
  const stderr = ctx.io.stderr;
  const pool = await openPgStore(flags.db, { max: Math.max(2, threads * 2) });
  // (the analysis threads' V8 settings, as `analyze --jsonl` and `ingest` start theirs)
  if (threads > 0) optimizeInWorkerThreads();
  const { startWorker } = await import('../../queue/worker.js');
  let w: Awaited<ReturnType<typeof startWorker>>;
  try {
    w = await startWorker(pool, {
      redis, queueName, threads, name, lockMs, stalledMs,
      ...(flags.logJobs && { onJob: (event, job, detail) => { stderr.write(`whosaid: worker ${name}: ${event} ${job.id} (${detail})\n`); } }),
      onError: (e) => { stderr.write(`whosaid: worker ${name}: ${e.message}\n`); },
    });
  } catch (e) {
    await pool.end();
    throw e;
  }
  stderr.write(`whosaid: worker ${name} serving ${queueName} at ${redis.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')} into ${safeUrl(flags.db)} with ${threads} thread(s).\n`);
  await new Promise<void>((resolve) => {
    const stop = (): void => { process.off('SIGTERM', stop); process.off('SIGINT', stop); resolve(); };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });
  stderr.write(`whosaid: worker ${name} stopping: finishing the jobs it holds.\n`);
  await w.stop();
  await pool.end();
  const s = w.summary;
  const cpu = process.cpuUsage();
  stderr.write(`whosaid: worker ${name} stopped: ${count(s.stored, 'article')} stored (${count(s.quotes, 'quote')}), ${s.duplicates} already stored, `
    + `${s.failed} failed; cpu ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s.\n`);
  return EXIT.OK;
}
