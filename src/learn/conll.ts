// CoNLL-2003 reading and entity-level scoring (same span rules as ../shared/tools/conll-score.mjs).
import type { NameTag, NameType } from './names.js';

/** One sentence: words with their POS and NER (IOB2) columns. */
export interface ConllSentence { words: string[]; pos: string[]; ner: string[] }

/** Parses CoNLL-2003 text (WORD POS CHUNK NER); -DOCSTART- lines are skipped. */
export function parseConll(text: string): ConllSentence[] {
  const out: ConllSentence[] = [];
  let cur: ConllSentence | null = null;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('-DOCSTART-')) { cur = null; continue; }
    const [w, p, , n] = line.split(' ');
    if (!cur) { cur = { words: [], pos: [], ner: [] }; out.push(cur); }
    cur.words.push(w!); cur.pos.push(p!); cur.ner.push((n ?? 'O').trim());
  }
  return out;
}

/** Entity spans of an IOB2 sequence; a stray I- opens a new entity, as the reference scorer does. */
export function spansOf(tags: readonly string[]): NameTag[] {
  const out: NameTag[] = [];
  let cur: NameTag | null = null;
  tags.forEach((t, i) => {
    const [b, ty] = t.split('-') as [string, NameType | undefined];
    if (b === 'I' && cur && ty === cur.type) { cur.end = i + 1; return; }
    if (cur) out.push(cur);
    cur = (b === 'B' || b === 'I') && ty ? { start: i, end: i + 1, type: ty } : null;
  });
  if (cur) out.push(cur);
  return out;
}

/** Precision/recall/F1 counts for one entity type. */
export interface Prf { tp: number; np: number; ng: number; p: number; r: number; f: number }

/** Entity-level exact-match scores per type over parallel gold/predicted span lists. */
export function scoreSpans(gold: readonly NameTag[][], pred: readonly NameTag[][]): Record<NameType, Prf> {
  const types: NameType[] = ['PER', 'ORG', 'LOC', 'MISC'];
  const res = {} as Record<NameType, Prf>;
  for (const ty of types) {
    let tp = 0, np = 0, ng = 0;
    gold.forEach((g, i) => {
      const G = new Set(g.filter((s) => s.type === ty).map((s) => `${s.start}:${s.end}`));
      const P = new Set((pred[i] ?? []).filter((s) => s.type === ty).map((s) => `${s.start}:${s.end}`));
      ng += G.size; np += P.size;
      for (const k of P) if (G.has(k)) tp++;
    });
    const p = np ? tp / np : 0, r = ng ? tp / ng : 0;
    res[ty] = { tp, np, ng, p, r, f: p + r ? (2 * p * r) / (p + r) : 0 };
  }
  return res;
}
