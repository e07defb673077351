import type { Writable } from 'node:stream';

/** A progress line for a long JSONL run. */
export interface Progress {
  /** Records written so far, and the input bytes they came from. */
  update(records: number, bytesRead: number): void;
  /** Replaces the line with a summary (when one was shown). */
  done(records: number): void;
}

const REDRAW_MS = 250;
// Records in the first moments say little about the rate; and a short run needs no line at all.
const FIRST_DRAW_MS = 1000;

/**
 * A one-line progress display on `stream` (articles done, rate, and with `totalBytes` known the
 * percentage and ETA), redrawn at most four times a second; undefined when `stream` is not a terminal.
 */
export function progressLine(stream: Writable, totalBytes?: number, now: () => number = () => performance.now()): Progress | undefined {
  if (!(stream as { isTTY?: boolean }).isTTY) return undefined;
  const start = now();
  let drawn = false;
  let last = start;
  const draw = (text: string): void => {
    // A terminal of unknown width reports 0 columns.
    const width = (stream as { columns?: number }).columns || 80;
    stream.write(`\r\x1b[K${text.slice(0, width - 1)}`);
    drawn = true;
  };
  return {
    update(records, bytesRead) {
      const t = now();
      if (t - start < FIRST_DRAW_MS || t - last < REDRAW_MS) return;
      last = t;
      draw(progressText(records, bytesRead, (t - start) / 1000, totalBytes));
    },
    done(records) {
      if (!drawn) return;
      const seconds = (now() - start) / 1000;
      stream.write(`\r\x1b[Kwhosaid: ${count(records)} ${articles(records)} in ${clock(seconds)} (${count(records / seconds)}/s)\n`);
    },
  };
}

/** The text of the line: "whosaid: 1,200 articles · 310/s · 42% · ETA 0:35". */
export function progressText(records: number, bytesRead: number, seconds: number, totalBytes?: number): string {
  const parts = [`whosaid: ${count(records)} ${articles(records)}`, `${count(records / Math.max(seconds, 1e-3))}/s`];
  if (totalBytes !== undefined && totalBytes > 0 && bytesRead > 0) {
    const fraction = Math.min(1, bytesRead / totalBytes);
    parts.push(`${Math.floor(fraction * 100)}%`, `ETA ${clock((seconds * (1 - fraction)) / fraction)}`);
  }
  return parts.join(' · ');
}

function articles(n: number): string {
  return Math.round(n) === 1 ? 'article' : 'articles';
}

function count(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** m:ss, or h:mm:ss past an hour. */
function clock(seconds: number): string {
  const s = Math.round(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor(s / 60) % 60;
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
