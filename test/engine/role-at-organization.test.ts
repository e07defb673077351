import { describe, it, expect } from 'vitest';
import { simple, trace } from './helpers.js';

// "a deputy administrator at FEMA": a role held at an organization names a person, never the organization. After a
// person's name it is that person (an appositive); alone it is an unnamed source.
describe('speaker resolution: a role at an organization', () => {
  const cases: { text: string; source: string; speaker: string | null; anonymous: boolean }[] = [
    { text: 'Tim Manning, formerly a deputy administrator at FEMA, said the agency must be involved in any national emergency.', source: 'Tim Manning, formerly a deputy administrator at FEMA,', speaker: 'Tim Manning', anonymous: false },
    // the span model takes the appositive alone as the source; the name before it is the speaker
    { text: 'Politico quoted Tim Manning, formerly a deputy administrator at FEMA, as saying "FEMA has an important role in coordinating the larger response to the crisis" and "[i]f there\'s an emergency, FEMA needs to be involved."', source: 'a deputy administrator at FEMA', speaker: 'Tim Manning', anonymous: false },
    { text: 'An analyst at Goldman Sachs said the market would fall by the end of the year.', source: 'An analyst at Goldman Sachs', speaker: null, anonymous: true },
    { text: 'A senior official at the Pentagon said the plan would fail without more troops.', source: 'A senior official at the Pentagon', speaker: null, anonymous: true },
    // an organization as the head stays the organization
    { text: 'A committee of the Senate said the bill would pass before the recess.', source: 'A committee of the Senate', speaker: 'Senate', anonymous: false },
  ];
  for (const c of cases) {
    it(c.text.slice(0, 60), () => {
      const q = simple(c.text).find((x) => x.cue === 'said' || x.cue === 'saying');
      expect(q, trace(c.text)).toBeDefined();
      expect(q!.source).toBe(c.source);
      expect(q!.speaker, trace(c.text)).toBe(c.speaker);
      expect(q!.anonymous).toBe(c.anonymous);
    });
  }
});
