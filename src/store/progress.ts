import { count } from '../io/count.js';
import type { Writable } from 'node:stream';
import cliProgress from 'cli-progress';
import type { IngestSummary } from './ingest.js';

/** Shows ingest progress; `stop` leaves the terminal clean for the summary. */
export interface Progress {
  update(s: IngestSummary): void;
  /** Prints a line (a skipped record) above the bar. */
  log(line: string): void;
  stop(): void;
}

/** Seconds between plain progress lines when stderr is not a terminal. */
const LINE_EVERY_MS = 5000;

/**
 * A progress bar with rate and ETA on a terminal (by input bytes when the size is known); plain
 * periodic lines otherwise, since a bar in a log file is noise and cli-progress prints nothing there.
 */
export function makeProgress(stream: Writable, tty: boolean, totalBytes: number | undefined): Progress {
  const started = Date.now();
  const rate = (s: IngestSummary): string => (s.read / Math.max(0.001, (Date.now() - started) / 1000)).toFixed(0);
  if (!tty) return plainProgress(stream, rate);
  const bar = new cliProgress.SingleBar({
    stream: stream as unknown as NodeJS.WritableStream,
    format: totalBytes ? '{bar} {percentage}% | {read} records | {rate}/s | ETA {eta_formatted} | {failed} failed'
      : '{read} records | {rate}/s | {failed} failed',
    hideCursor: true, clearOnComplete: true, etaBuffer: 50, fps: 5,
  }, cliProgress.Presets.shades_classic);
  bar.start(totalBytes ?? 1, 0, { read: 0, rate: 0, failed: 0 });
  return {
    update: (s) => bar.update(Math.min(s.bytes, totalBytes ?? 0), { read: s.read, rate: rate(s), failed: s.failed }),
    // Clear the bar's line; it redraws itself below on the next tick.
    log: (line) => { stream.write(`\r\x1b[K${line}`); },
    stop: () => bar.stop(),
  };
}

function plainProgress(stream: Writable, rate: (s: IngestSummary) => string): Progress {
  let last = Date.now();
  return {
    update: (s) => {
      if (Date.now() - last < LINE_EVERY_MS) return;
      last = Date.now();
      stream.write(`whosaid: ingest: ${count(s.read, 'record')} read, ${s.added} stored, ${s.failed} failed (${rate(s)} records/s)\n`);
    },
    log: (line) => { stream.write(line); },
    stop: () => undefined,
  };
}
