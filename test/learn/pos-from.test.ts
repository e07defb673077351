import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fixedPosTag, tagPos, tagPosFrom } from '../../src/learn/pos.js';
import { analyze } from '../../src/index.js';
import { captureRuleLabels } from '../../src/learn/spans/index.js';
import type { Ctx } from '../../src/pipeline/context.js';

// The sentences of the demo corpus as the engine tokenizes them (token texts), from a capture of its analyses.
function demoSentences(): string[][] {
  const out: string[][] = [];
  captureRuleLabels((ctx: Ctx) => { for (const s of ctx.sentences) out.push(ctx.tokens.slice(s.tokStart, s.tokEnd).map((t) => t.text)); });
  try {
    const lines = fs.readFileSync(new URL('../../examples/corpus/congress-press-demo.jsonl', import.meta.url), 'utf8').split('\n').filter(Boolean);
    for (const l of lines.slice(0, 40)) { const r = JSON.parse(l) as { text: string; title?: string }; analyze(r.text, { title: r.title }); }
  } finally { captureRuleLabels(null); }
  return out;
}

describe('POS tags without tagging the whole sentence', () => {
  const sentences = demoSentences();

  it('gives a word the tag dictionary allows one tag that tag in every sentence', () => {
    expect(['the', 'of', ',', 'would'].map(fixedPosTag)).toEqual(['DT', 'IN', ',', 'MD']);
    // ("said" is VBD or VBN, a name unseen in training any tag)
    expect(fixedPosTag('said')).toBeNull();
    expect(fixedPosTag('Spanberger')).toBeNull();
    let checked = 0;
    for (const words of sentences) {
      const tags = tagPos(words);
      words.forEach((w, i) => { const f = fixedPosTag(w); if (f !== null) { checked++; expect(tags[i], `${w} in ${words.join(' ')}`).toBe(f); } });
    }
    expect(checked).toBeGreaterThan(3000);
  });

  it('tags from after two words with fixed tags as the whole sentence does', () => {
    let checked = 0;
    for (const words of sentences) {
      const whole = tagPos(words);
      for (let from = 2; from < words.length; from++) {
        if (fixedPosTag(words[from - 1]!) === null || fixedPosTag(words[from - 2]!) === null) continue;
        // (the words before from - 2 left out, as the rules' tagging leaves them out)
        const part = tagPosFrom(words.slice(from - 2), 2);
        expect(part.slice(2), words.join(' ')).toEqual(whole.slice(from));
        expect(part.slice(0, 2)).toEqual(['', '']);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('refuses to start after a word whose tag is not fixed', () => {
    expect(() => tagPosFrom(['Rep.', 'Spanberger', 'said', 'it', '.'], 2)).toThrow(/two known tags/);
  });
});
