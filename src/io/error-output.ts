// The error line of a record, in a module of its own: the CLI's main thread writes the error lines of inputs that
// cannot be read, and importing record.ts for it would load the whole engine there (~50 MB of peak RSS in a run on
// worker threads, where only the workers need the engine).

/** The output of a record that failed (or of an input that could not be read), in the record's format. */
export function errorOutput(id: string, code: string, message: string, format: 'json' | 'text', stack?: string): string {
  if (format === 'text') return `── ${id} ──\nerror ${code}: ${message}\n${stack ? `${stack}\n` : ''}\n`;
  return `${JSON.stringify({ id, error: { code, message, ...(stack !== undefined && { stack }) } })}\n`;
}
