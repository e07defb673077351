// The reference: compromise, the usual JavaScript choice, doing its nearest equivalent per article.
import nlp from 'compromise';
import { utf8Bytes, cpuSeconds, round, type Article } from './bench-common.js';
import { warmUp, WARM_SECONDS, type Throughput } from './bench-throughput.js';

/**
 * `nlp(text)`, `.quotations()`, `.people()` on each article, after the same warm-up as whosaid's (`warmUp`: WARM_SECONDS
 * of CPU on the pool; without one, a short warm-up on the first timed articles).
 */
export function compromiseThroughput(articles: readonly Article[], pool?: readonly Article[], warmSeconds = WARM_SECONDS): Throughput & { quotations: number; people: number; warmUp: { articles: number; cpuSeconds: number } } {
  const warm = pool ? warmUp((a) => { run(a.text); }, pool, warmSeconds) : warmUp((a) => { run(a.text); }, articles.slice(0, 20), 0, 20);
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
    articlesPerCpuSecond: round(articles.length / cpuSeconds(cpu0)), quotations, people, warmUp: warm,
  };
}

function run(text: string): { quotations: number; people: number } {
  const doc = nlp(text);
  return { quotations: doc.quotations().out('array').length, people: doc.people().out('array').length };
}
