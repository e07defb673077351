import { Command, Option } from 'commander';
import { WhosaidError } from '../../errors.js';
import { checkQueueName, checkRedisUrl, DEFAULT_QUEUE_NAME } from '../../queue/connection.js';
import { clip, table } from '../../store/format.js';
import { isPostgresUrl, readPg } from '../../store/postgres/url.js';
import type { FailedRow } from '../../store/postgres/queries.js';
import { EXIT } from '../exit-codes.js';
import type { CliContext } from '../context.js';

interface FailedFlags {
  db: string;
  queue?: string;
  queueName: string;
  format: 'table' | 'json';
}

/** A failed article, from the database's `failed` table or only from the queue's failed set. */
interface FailedItem extends FailedRow {
  /** Where it was found: the database (the analyzer rejected it) or only the queue (it failed otherwise, e.g. the database was down). */
  where: 'database' | 'queue';
}

/** `whosaid failed`: the articles workers could not analyze or store after their retries. */
export function failedCommand(ctx: CliContext): Command {
  return new Command('failed')
    .summary('list the queued articles that failed after their retries, with their errors')
    .description('List the articles that queue workers could not analyze (after their retries), with each one\'s error; with --queue, also jobs that failed for another reason.')
    .requiredOption('--db <url>', 'PostgreSQL url the workers store into (required)')
    .option('--queue <url>', 'Redis url of the queue: also list the jobs in its failed set')
    .option('--queue-name <name>', 'queue name', DEFAULT_QUEUE_NAME)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'json']).default('table'))
    .action(async (flags: FailedFlags) => {
      if (!isPostgresUrl(flags.db)) throw new WhosaidError('WHOSAID_BAD_OPTION', `--db must be a PostgreSQL url (postgres://…), not ${JSON.stringify(flags.db)}.`);
      const queueName = checkQueueName(flags.queueName);
      const redis = flags.queue === undefined ? undefined : checkRedisUrl(flags.queue);
      const rows: FailedItem[] = (await readPg(flags.db, (q, pool) => q.pgFailed(pool))).map((r) => ({ ...r, where: 'database' }));
      if (redis !== undefined) rows.push(...await queueOnly(redis, queueName, new Set(rows.map((r) => r.jobId))));
      if (flags.format === 'json') ctx.io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
      else if (rows.length === 0) ctx.io.stderr.write('whosaid: no failed articles.\n');
      else {
        ctx.io.stdout.write(table(['attempts', 'failed at', 'code', 'article', 'error'], rows.map((r) => [
          String(r.attempts), r.failedAt.slice(0, 19).replace('T', ' '), r.code, clip(r.origin ?? r.url ?? r.jobId, 50), clip(r.error, 100)]), new Set([0])));
      }
      ctx.setExitCode(EXIT.OK);
    });
}

/** The jobs of the queue's failed set that the database does not list. */
async function queueOnly(redis: string, queueName: string, known: Set<string>): Promise<FailedItem[]> {
  const { Queue } = await import('bullmq');
  const { checkRedis, redisConnection, redisError } = await import('../../queue/connection.js');
  await checkRedis(redis);
  const queue = new Queue(queueName, { connection: redisConnection(redis, false) });
  try {
    const items: FailedItem[] = [];
    for (let start = 0; ; start += 500) {
      const jobs = await queue.getFailed(start, start + 499);
      for (const job of jobs) {
        if (job.id === undefined || known.has(job.id)) continue;
        const data = job.data as { origin?: string; meta?: { id?: string; url?: string } };
        items.push({
          jobId: job.id, origin: data.origin ?? null, id: data.meta?.id ?? null, url: data.meta?.url ?? null, code: 'failed',
          error: job.failedReason, attempts: job.attemptsMade, failedAt: new Date(job.finishedOn ?? job.timestamp).toISOString(), where: 'queue',
        });
      }
      if (jobs.length < 500) return items;
    }
  } catch (e) {
    throw redisError(redis, e);
  } finally {
    await queue.close();
  }
}
