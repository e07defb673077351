import { describe, it, expect } from 'vitest';
import { articleHash, nameKey, quoteKey } from '../../src/store/normalize.js';

describe('nameKey: one speaker across articles', () => {
  it.each([
    ['Tom Homan', 'tom homan'],
    ['TOM  HOMAN', 'tom homan'],
    ['José Núñez', 'jose nunez'],
    ['Martin Luther King, Jr.', 'martin luther king jr'],
    ['J. D. Vance', 'j d vance'],
  ])('%s → %s', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  it('keeps different people apart', () => {
    expect(nameKey('Tom Udall')).not.toBe(nameKey('Mark Udall'));
  });
});

describe('quoteKey: the same quote across articles', () => {
  it('folds quote marks, case, punctuation and whitespace', () => {
    const a = quoteKey('“We will not back down,” the Senator’s office — and we mean it.');
    const b = quoteKey('"we will NOT back down" the senators office and we  mean it');
    expect(a).not.toBeNull();
    expect(a).toBe(b);
  });

  it('does not group different wording', () => {
    expect(quoteKey('We will not back down from this fight')).not.toBe(quoteKey('We will not back down from that fight'));
  });

  it('leaves quotes too short to tell copies from coincidence ungrouped', () => {
    expect(quoteKey('“We agree.”')).toBeNull();
    expect(quoteKey('This is important')).toBeNull();
    expect(quoteKey('This is very important')).toBe('this is very important');
  });
});

describe('articleHash: identity of an article', () => {
  it('ignores whitespace differences but not words or url', () => {
    const text = 'Senator Smith said the bill\n\nwould pass.';
    expect(articleHash(text, undefined)).toBe(articleHash('Senator Smith said the bill would pass.  ', undefined));
    expect(articleHash(text, undefined)).not.toBe(articleHash('Senator Smith said the bill would fail.', undefined));
    expect(articleHash(text, 'https://a.example/1')).not.toBe(articleHash(text, 'https://b.example/1'));
    expect(articleHash(text, undefined)).toMatch(/^[0-9a-f]{64}$/);
  });
});
