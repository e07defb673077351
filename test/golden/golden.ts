import fs from 'node:fs';
import path from 'node:path';
import { analyze } from '../../src/index.js';

/** The articles under golden test: bundled sample-corpus ids (open texts), a mix of both sources. */
export const GOLDEN_IDS = [
  'congress-press:scraper:a89decef818e',
  'wikinews:Bishop_Emeritus_Dinualdo_Gutierrez_of_Marbel,_Philippines_dies',
  'wikinews:Cosmonaut_Alexei_Leonov_dies_at_age_85',
];

export const goldenDir = path.resolve(__dirname);
const corpus = path.resolve(__dirname, '../../examples/corpus');

export function loadArticle(id: string): { id: string; text: string; published?: string } {
  for (const f of ['wikinews-demo.jsonl', 'congress-press-demo.jsonl']) {
    for (const line of fs.readFileSync(path.join(corpus, f), 'utf8').split('\n')) {
      if (!line.includes(JSON.stringify(id))) continue;
      const r = JSON.parse(line) as { id: string; text: string; published?: string };
      if (r.id === id) return r;
    }
  }
  throw new Error(`golden article ${id} is not in examples/corpus`);
}

/** The reviewed form of an analysis: what a person checks in a diff (spans as offsets plus text). */
export function goldenView(id: string): unknown {
  const { text, published } = loadArticle(id);
  const a = analyze(text, published ? { published } : {});
  return {
    id,
    quotes: a.quotes.map((q) => ({
      kind: q.kind, rule: q.rule, confidence: q.confidence,
      speaker: q.speaker.name ?? (q.speaker.anonymous ? `(unnamed) ${q.speaker.description}` : q.speaker.description),
      cue: q.cue?.text ?? null, source: q.source?.text ?? null,
      content: q.content.map((c) => `${c.start}-${c.end} ${c.text}`),
      ...(q.addressee ? { addressee: q.addressee.text } : {}), ...(q.medium ? { medium: q.medium } : {}),
      ...(q.time ? { time: `${q.time.text} = ${q.time.date ?? '?'}` } : {}),
    })),
    people: a.entities.filter((e) => e.type === 'person').map((e) => `${e.name}${e.titles.length ? ` [${e.titles.join('; ')}]` : ''} ×${e.mentions.length}`),
    boilerplate: a.paragraphs.filter((p) => p.boilerplate).map((p) => text.slice(p.start, p.end)),
  };
}

export const fileFor = (id: string) => path.join(goldenDir, `${id.replace(/[^A-Za-z0-9]+/g, '_').slice(0, 80)}.json`);
