import { describe, it, expect, vi } from 'vitest';
import { run } from './helpers.js';

// A bug inside the engine must reach the user as one line, with the stack only on request.
vi.mock('../../src/pipeline/analyze.js', () => ({
  analyze: () => { throw new TypeError('Cannot read properties of undefined'); },
}));

describe('an unexpected error', () => {
  it('prints one line and exits 70', async () => {
    const r = await run(['analyze'], 'Some text.');
    expect(r.code).toBe(70);
    expect(r.stderr).toBe('whosaid: internal error: Cannot read properties of undefined (run with WHOSAID_DEBUG=1 for details)\n');
  });

  it('prints the stack with WHOSAID_DEBUG=1', async () => {
    const r = await run(['analyze'], 'Some text.', { env: { WHOSAID_DEBUG: '1' } });
    expect(r.code).toBe(70);
    expect(r.stderr.split('\n').length).toBeGreaterThan(3);
    expect(r.stderr).toMatch(/TypeError: Cannot read properties of undefined\n\s+at /);
  });

  it('becomes an error line in JSONL and the rest goes on', async () => {
    const r = await run(['analyze', '--jsonl'], '{"id":"a","text":"One."}\n{"id":"b","text":"Two."}\n');
    expect(r.code).toBe(1);
    const errors = r.stdout.trimEnd().split('\n').map((l) => JSON.parse(l).error);
    expect(errors.map((e) => e.code)).toEqual(['WHOSAID_INTERNAL', 'WHOSAID_INTERNAL']);
    expect(errors[0].stack).toBeUndefined();
    const debug = await run(['analyze', '--jsonl'], '{"id":"a","text":"One."}\n', { env: { WHOSAID_DEBUG: '1' } });
    expect(JSON.parse(debug.stdout).error.stack).toMatch(/^TypeError: Cannot read properties of undefined\n\s+at /);
  });
});
