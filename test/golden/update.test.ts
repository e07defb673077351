import { it } from 'vitest';
import fs from 'node:fs';
import { GOLDEN_IDS, goldenView, fileFor } from './golden.js';

// Not part of `npm test` (excluded in vitest.config.ts); run by `npm run golden:update`.
it('regenerates the golden files', () => {
  for (const id of GOLDEN_IDS) fs.writeFileSync(fileFor(id), JSON.stringify(goldenView(id), null, 2) + '\n');
});
