// The reference: compromise, the usual JavaScript choice, doing its nearest equivalent per article.
import nlp from 'compromise';
import { utf8Bytes, cpuSeconds, round, type Article } from './bench-common.js';
import type { Throughput } from './bench-throughput.js';

/** `nlp(text)`, `.quotations()`, `.people()` on each article, after a short warm-up. */
export function compromiseThroughput(articles: readonly Article[]): Throughput & { quotations: number; people: number } {
  for (const a of articles.slice(0, 20)) run(a.text);
  let quotations = 0;
  let people = 0;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  for (const a of articles) {
    const r = run(a.text);
    quotations += r.quotations;
    people += r.people;
  }
  const seconds = (performance.now() - t0) / 1000;
  const bytes = utf8Bytes(articles.map((a) => a.text));
  return {
    articles: articles.length, megabytes: round(bytes / 1e6, 2), seconds: round(seconds, 2),
    articlesPerSecond: round(articles.length / seconds), megabytesPerSecond: round(bytes / 1e6 / seconds, 3),
    articlesPerCpuSecond: round(articles.length / cpuSeconds(cpu0)), quotations, people,
  };
}

function run(text: string): { quotations: number; people: number } {
  const doc = nlp(text);
  return { quotations: doc.quotations().out('array').length, people: doc.people().out('array').length };
}
