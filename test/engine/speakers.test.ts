import { describe, it, expect } from 'vitest';
import { simple, trace } from './helpers.js';

// Speaker resolution of sources that only the learned span model finds (the model is on here).
describe('speaker resolution with the span model', () => {
  it('a relative pronoun as the source is its antecedent', () => {
    const text = 'Rep. Barbara Lee, who said the bill would fail, voted no on Monday.';
    const q = simple(text).find((x) => x.cue === 'said');
    expect(q, trace(text)).toBeDefined();
    expect(q!.source).toBe('who');
    expect(q!.speaker).toBe('Barbara Lee');
  });
});
