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
