/** Lays out rows as aligned columns under a header; the last column is not padded. */
export function table(header: readonly string[], rows: readonly (readonly string[])[], rightAligned: ReadonlySet<number> = new Set()): string {
  // (a cell on one line: a title or an outlet with a line break or a tab in it would break the columns)
  const all = [header, ...rows.map((r) => r.map(oneLine))];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const line = (r: readonly string[]): string => r.map((cell, i) => {
    if (i === r.length - 1 && !rightAligned.has(i)) return cell;
    return rightAligned.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!);
  }).join('  ').trimEnd();
  return `${all.map(line).join('\n')}\n`;
}

/** A string with its line breaks, tabs and other control characters as single spaces. */
export function oneLine(s: string): string {
  return /[\u0000-\u001f\u007f\u2028\u2029]/.test(s) ? s.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ') : s;
}

/** Cuts a string to `max` characters with an ellipsis. */
export function clip(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - 1)}…`;
}

/** n of a total as a fraction rounded to 0.001 (0 of nothing is 0). */
export function share(n: number, of: number): number {
  return of === 0 ? 0 : Math.round((n / of) * 1000) / 1000;
}

/** A share 0..1 as a percentage with one decimal. */
export function percent(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}

/** The default database file of every store command. */
export const DEFAULT_DB = 'whosaid.db';
