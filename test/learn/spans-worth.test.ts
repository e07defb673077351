import { afterEach, describe, expect, it } from 'vitest';
import { analyze } from '../../src/index.js';
import type { Ctx } from '../../src/pipeline/context.js';
import { captureRuleLabels, type RuleLabels } from '../../src/learn/spans/index.js';
import { worthTagging } from '../../src/stages/05-attribution/sieves/model.js';
import { CUE_FORMS, TRIGGER_WORDS, WEAK_TRIGGERS } from '../../src/lexicon/cues.js';

// The sentences of a one-paragraph text that the model sieve tags, as text.
function tagged(text: string): string[] {
  let seen: { ctx: Ctx; rules: RuleLabels } | null = null;
  captureRuleLabels((ctx, rules) => { seen = { ctx, rules }; });
  analyze(text);
  const { ctx, rules } = seen!;
  const para = ctx.paragraphs[0]!;
  return worthTagging(ctx, para.tokStart, para.tokEnd, rules.role).map(([a, b]) => ctx.text.slice(ctx.tokens[a]!.start, ctx.tokens[b - 1]!.end));
}

afterEach(() => captureRuleLabels(null));

// Sentences written for this test.
describe('the sentences the span model tags', () => {
  it('skips a sentence whose only cue words are weak triggers', () => {
    expect(tagged('The United States will fund the state project. Officials said the money would help. Paving ends in June.'))
      .toEqual(['Officials said the money would help.']);
  });

  it('tags a run of sentences with a cue word, a quotation mark or "according"', () => {
    expect(tagged('The state grant is $2 million. According to the agency, it pays for roads. The mayor called it “a good start.” Paving ends in June.'))
      .toEqual(['According to the agency, it pays for roads. The mayor called it “a good start.”']);
  });

  it('tags a sentence with a weak trigger when another cue word is in it', () => {
    expect(tagged('The project is late. The governor announced that the state would pay for the project.'))
      .toEqual(['The governor announced that the state would pay for the project.']);
  });

  it('tags a sentence with a phrase the model\'s cues are kept for', () => {
    expect(tagged('The winning artwork goes to the Capitol. Lee pointed out that the local exhibit will continue in April. Paving ends in June.'))
      .toEqual(['Lee pointed out that the local exhibit will continue in April.']);
    expect(tagged('The point is moot. Lee made it clear that the plan stands.')).toEqual(['Lee made it clear that the plan stands.']);
  });

  it('leaves out the middle of a long quotation, not the sentences beside its speaker', () => {
    // (one quotation of four sentences, its speaker after the third: the first is wholly quoted between the paragraph's
    // start and a wholly quoted sentence, left out; the second is beside the third, which closes on "Lee said"; the
    // fourth opens the quotation again after it)
    expect(tagged('“We fund roads. We fund bridges. We fund ports,” Lee said. “And we will fund more.”'))
      .toEqual(['We fund bridges. We fund ports,” Lee said. “And we will fund more.”']);
    // (a wholly quoted sentence alone in its paragraph is the middle of nothing: left out too)
    expect(tagged('“We fund roads and bridges.”')).toEqual([]);
    // (a sentence with words outside the quotation marks stays)
    expect(tagged('“We fund roads,” Lee said.')).toEqual(['“We fund roads,” Lee said.']);
  });

  it('keeps every other cue word a trigger', () => {
    for (const w of WEAK_TRIGGERS) expect(CUE_FORMS.has(w)).toBe(true);
    // (named, not derived from the two sets under test)
    for (const w of ['said', 'says', 'told', 'announced', 'argued', 'warned', 'claimed']) expect(TRIGGER_WORDS.has(w), w).toBe(true);
    for (const w of ['state', 'states', 'project', 'plan', 'think', 'thank', 'email']) expect(TRIGGER_WORDS.has(w), w).toBe(false);
    for (const w of ['the', 'budget', 'mayor']) expect(TRIGGER_WORDS.has(w), w).toBe(false);
  });
});
