// Prints the plain closing line "N passed, N failed" that CI reads, after vitest's own summary.
export default class ClosingLineReporter {
  onTestRunEnd(testModules) {
    let passed = 0, failed = 0, skipped = 0;
    for (const m of testModules) for (const t of m.children.allTests()) {
      const s = t.result().state;
      if (s === 'passed') passed++; else if (s === 'failed') failed++; else skipped++;
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
