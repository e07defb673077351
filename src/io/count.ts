/** "1 record", "2 records", "0 records": a count with its noun in the number it takes. */
export function count(n: number, noun: string, plural = `${noun}s`): string {
  return `${n} ${n === 1 ? noun : plural}`;
}
