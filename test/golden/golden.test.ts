import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import { GOLDEN_IDS, goldenView, fileFor } from './golden.js';

// Golden articles compared whole. After a deliberate rule change, regenerate with `npm run golden:update`
// and review the diff of test/golden/*.json before committing it.
describe('golden articles', () => {
  for (const id of GOLDEN_IDS) {
    it(id, () => {
      const want = JSON.parse(fs.readFileSync(fileFor(id), 'utf8'));
      expect(goldenView(id)).toEqual(want);
    });
  }
});
