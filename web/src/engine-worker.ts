// The engine in a worker thread of the page: a long article (a second or more) never freezes the page.
// Messages: {id, text, options} in; {id, analysis, ms} or {id, error: {code, message}} out.
import { analyze, WhosaidError, type AnalyzeOptions } from '../../src/index.ts';

interface Job { id: number; text: string; options: AnalyzeOptions }
const scope = self as unknown as { postMessage(message: unknown): void; onmessage: ((e: MessageEvent<Job>) => void) | null };

scope.onmessage = (e) => {
  const { id, text, options } = e.data;
  try {
    const t0 = performance.now();
    const analysis = analyze(text, options);
    scope.postMessage({ id, analysis, ms: performance.now() - t0 });
  } catch (err) {
    const code = err instanceof WhosaidError ? err.code : 'WHOSAID_INTERNAL';
    scope.postMessage({ id, error: { code, message: err instanceof Error ? err.message : String(err) } });
  }
};
