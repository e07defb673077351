// The engine in a worker thread of the page: a long article (a second or more) never freezes the page.
// Messages: {id, text, options} in; {id, analysis, ms} or {id, error: {code, message}} out.
import type { AnalyzeOptions } from '../../src/index.ts';

interface Job { id: number; text: string; options: AnalyzeOptions }
const scope = self as unknown as { postMessage(message: unknown): void; onmessage: ((e: MessageEvent<Job>) => void) | null };

// The engine's weights load with its modules (a top-level await), so the engine is imported after the message handler
// is set: a message that comes while it loads waits for it instead of arriving before anyone listens.
const engine = import('../../src/index.ts');

scope.onmessage = (e) => {
  const { id, text, options } = e.data;
  const fail = (code: string, err: unknown): void => scope.postMessage({ id, error: { code, message: err instanceof Error ? err.message : String(err) } });
  void engine.then(({ analyze, WhosaidError }) => {
    try {
      const t0 = performance.now();
      const analysis = analyze(text, options);
      scope.postMessage({ id, analysis, ms: performance.now() - t0 });
    } catch (err) {
      fail(err instanceof WhosaidError ? err.code : 'WHOSAID_INTERNAL', err);
    }
  }, (err: unknown) => fail('WHOSAID_INTERNAL', err));
};
