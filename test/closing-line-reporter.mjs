// Prints the plain closing line "N passed, N failed" that CI reads, after vitest's own summary. A test file that
// failed outside its tests (a hook that timed out, an import that threw) counts as one failure.
export default class ClosingLineReporter {
  onTestRunEnd(testModules, unhandledErrors = []) {
    let passed = 0, failed = 0, skipped = 0;
    for (const m of testModules) {
      let failedHere = 0;
      for (const t of m.children.allTests()) {
        const s = t.result().state;
        if (s === 'passed') passed++; else if (s === 'failed') { failed++; failedHere++; } else skipped++;
      }
      if (!failedHere && m.state() === 'failed') failed++;
    }
    failed += unhandledErrors.length;
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
