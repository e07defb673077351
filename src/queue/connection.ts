import type { ConnectionOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { WhosaidError } from '../errors.js';
import type { ArticleMeta } from '../io/sources/types.js';

/** The queue articles travel on unless `--queue-name` says otherwise. */
export const DEFAULT_QUEUE_NAME = 'whosaid-articles';

/** One article to analyze and store: what the producer read, and its identity (also the job id). */
export interface ArticleJobData {
  hash: string;
  origin: string;
  text: string;
  html: boolean;
  meta: ArticleMeta;
}

/** What a worker returns for a job. */
export interface ArticleJobResult {
  /** Newly stored (false: another worker, or an earlier attempt, stored it). */
  stored: boolean;
  quotes: number;
}

/** Checks a `--queue` value is a Redis url, for a one-line message instead of a connection error later. */
export function checkRedisUrl(url: string): string {
  if (!/^rediss?:\/\/[^/\s]/i.test(url)) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `--queue must be a Redis url such as redis://127.0.0.1:6379, not ${JSON.stringify(url)}.`);
  }
  return url;
}

/** Checks a `--queue-name` value (BullMQ keys are built from it). */
export function checkQueueName(name: string): string {
  if (!/^[A-Za-z0-9_.-]{1,100}$/.test(name)) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `--queue-name may hold letters, digits, "_", "." and "-" only, not ${JSON.stringify(name)}.`);
  }
  return name;
}

/**
 * Connection options for BullMQ: a blocking worker connection must never give up on a request
 * (maxRetriesPerRequest: null); a producer fails fast when Redis cannot be reached.
 */
export function redisConnection(url: string, blocking: boolean): ConnectionOptions {
  return blocking ? { url, maxRetriesPerRequest: null } : { url, maxRetriesPerRequest: 3, enableOfflineQueue: true };
}

/** A Redis error as one line naming the server (the password hidden). */
export function redisError(url: string, e: unknown): Error {
  if (e instanceof WhosaidError) return e;
  const where = url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
  const err = e as { code?: string; message?: string };
  const reason = err.code === 'ECONNREFUSED' ? 'connection refused: is Redis running?' : err.message ?? String(e);
  return new WhosaidError('WHOSAID_UNREADABLE', `cannot use the queue at ${where}: ${reason}`);
}

/**
 * Checks that Redis answers before a queue is used: BullMQ's clients retry a refused connection
 * forever, so a wrong url would otherwise hang a producer without a word.
 */
export async function checkRedis(url: string): Promise<void> {
  const client = new Redis(url, { lazyConnect: true, connectTimeout: 5000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  // The socket's own error (ECONNREFUSED) says more than the "Connection is closed" that connect() rejects with.
  let cause: unknown;
  client.on('error', (e) => { cause ??= e; });
  try {
    await client.connect();
    await client.ping();
  } catch (e) {
    throw redisError(url, cause ?? e);
  } finally {
    client.disconnect();
  }
}
