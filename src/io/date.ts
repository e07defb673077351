import { WhosaidError } from '../errors.js';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Checks a YYYY-MM-DD date that exists on the calendar; returns it unchanged. */
export function checkDate(value: string, what: string): string {
  const m = DATE.exec(value);
  const [y, mo, d] = m ? [Number(m[1]), Number(m[2]), Number(m[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (!m || date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `${what} must be a date as YYYY-MM-DD, not ${JSON.stringify(value)}.`);
  }
  return value;
}

/**
 * The calendar day a date or date-time string starts with ("2021-05-05", "2021-05-05T10:00:00Z" → "2021-05-05"), or
 * undefined when it starts with none or with one not on the calendar ("2020-99-99").
 */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(value.trim());
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? `${m[1]}-${m[2]}-${m[3]}` : undefined;
}

/** A record's "published": its calendar day (a time after it is allowed); anything else is refused with a message. */
export function publishedDay(value: unknown): string {
  const day = calendarDay(value);
  if (day === undefined) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `"published" must be a date as YYYY-MM-DD (a time may follow it), not ${JSON.stringify(value)}.`);
  }
  return day;
}

/** Refuses a date range that ends before it starts (`--since` after `--until`), which would match nothing in silence. */
export function checkRange(since: string | undefined, until: string | undefined, names: readonly [string, string] = ['--since', '--until']): void {
  if (since !== undefined && until !== undefined && since > until) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `${names[0]} ${since} is after ${names[1]} ${until}: no date is in that range.`);
  }
}
