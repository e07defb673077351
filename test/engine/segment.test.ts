import { describe, it, expect } from 'vitest';
import { run } from '../../src/pipeline/analyze.js';
import { analyze } from '../../src/index.js';

const sentences = (text: string) => {
  const { ctx } = run(text);
  return ctx.sentences.map((s) => text.slice(s.start, s.end));
};
const tokens = (text: string) => run(text).ctx.tokens.map((t) => t.text);

describe('sentences tuned to news', () => {
  const cases: [string, string[]][] = [
    ['Sen. Chuck Schumer spoke. Rep. Jim Jordan did not.', ['Sen. Chuck Schumer spoke.', 'Rep. Jim Jordan did not.']],
    ['The U.S. Senate met on Jan. 5 with Gov. Kathy Hochul.', ['The U.S. Senate met on Jan. 5 with Gov. Kathy Hochul.']],
    ['John F. Kennedy was president. He died in 1963.', ['John F. Kennedy was president.', 'He died in 1963.']],
    ['Troops left the U.S. The war ended.', ['Troops left the U.S.', 'The war ended.']],
    ['“We are done.” She left the room.', ['“We are done.”', 'She left the room.']],
    ['He said it was “fine. Really fine,” and left.', ['He said it was “fine.', 'Really fine,” and left.']],
    ['Mr. Smith (the owner) agreed. Prices rose 3.5 percent.', ['Mr. Smith (the owner) agreed.', 'Prices rose 3.5 percent.']],
    ['What now? Nobody knows!', ['What now?', 'Nobody knows!']],
    ['Paragraph one ends here\n\nParagraph two', ['Paragraph one ends here', 'Paragraph two']],
    // "no." ends a sentence unless a number follows ("No. 2", "Nos. 3 and 4")
    ['Gale said no. Asked if he would run, he smiled.', ['Gale said no.', 'Asked if he would run, he smiled.']],
    ['She is the No. 2 official. It ranked No. 1 in Iowa.', ['She is the No. 2 official.', 'It ranked No. 1 in Iowa.']],
    ['Bills Nos. 3 and 4 passed.', ['Bills Nos. 3 and 4 passed.']],
  ];
  for (const [text, want] of cases) it(text.slice(0, 50), () => expect(sentences(text)).toEqual(want));
});

describe('paragraphs', () => {
  it('hard-wrapped text: a blank line inside a sentence does not end the paragraph', () => {
    const text = '"The community is strong, and together we\n\nwill overcome obstacles such as this lawsuit," said Lee. "I am grateful."\n\nThe next paragraph.';
    const a = analyze(text);
    expect(a.paragraphs.map((p) => text.slice(p.start, p.end))).toEqual([text.slice(0, text.indexOf('\n\nThe next')), 'The next paragraph.']);
    expect(a.quotes.map((q) => [q.rule, q.speaker.name, q.content.length])).toEqual([['trailing-cue', 'Lee', 2]]);
  });
});

describe('tokens', () => {
  it('keeps abbreviations, initials and acronyms whole', () => {
    expect(tokens('Sen. J. Smith of the U.S. and D.C. met Gov. Lee.')).toEqual(['Sen.', 'J.', 'Smith', 'of', 'the', 'U.S.', 'and', 'D.C.', 'met', 'Gov.', 'Lee', '.']);
  });
  it('keeps an ampersand acronym whole, so its last capital is no initial that takes the sentence\'s period', () => {
    expect(tokens('said James Bonner, President of NYS&W. This project works; so do AT&T and S&P.')).toEqual(['said', 'James', 'Bonner', ',', 'President', 'of', 'NYS&W', '.', 'This', 'project', 'works', ';', 'so', 'do', 'AT&T', 'and', 'S&P', '.']);
  });
  it('splits possessives like CoNLL and keeps contractions and hyphens', () => {
    expect(tokens('Trump’s aide didn’t re-file it; Adams\' office did.')).toEqual(['Trump', '’s', 'aide', 'didn’t', 're-file', 'it', ';', 'Adams', "'", 'office', 'did', '.']);
  });
  it('splits a title or a reporting verb glued to the name after it, and no other word with a capital inside', () => {
    // (press releases lose the space: "SenatorRichard Blumenthal", 41 such titles in the 11,842 releases)
    expect(tokens('SenatorRichard Blumenthal and CongresswomanLee met; saidRepresentative Dingell. McDonald and DeSantis came.'))
      .toEqual(['Senator', 'Richard', 'Blumenthal', 'and', 'Congresswoman', 'Lee', 'met', ';', 'said', 'Representative', 'Dingell', '.', 'McDonald', 'and', 'DeSantis', 'came', '.']);
    const text = 'U.S. SenatorRichard Blumenthal (D-CT) said the bill would pass.';
    expect(analyze(text).quotes.map((q) => q.speaker.name)).toEqual(['Richard Blumenthal']);
  });
  it('keeps an address under a country domain whole, and ends the sentence after it', () => {
    const text = 'Two of them were merchants, according to ouest-france.fr. They were headed to Egypt, BFMTV reported.';
    expect(tokens(text).slice(8, 11)).toEqual(['ouest-france.fr', '.', 'They']);
    expect(sentences(text)).toEqual(['Two of them were merchants, according to ouest-france.fr.', 'They were headed to Egypt, BFMTV reported.']);
    expect(analyze(text).quotes.map((q) => [q.source?.text, q.content[0]!.text]))
      .toEqual([['ouest-france.fr', 'Two of them were merchants'], ['BFMTV', 'They were headed to Egypt']]);
  });
  it('reads a word with a soft hyphen inside as one word, the hyphen left out of its text but not of its span', () => {
    const text = 'The news\u00ADpaper reported that Sen. John Mc\u00ADCain said the bill would fail.';
    expect(tokens(text).slice(0, 3)).toEqual(['The', 'newspaper', 'reported']);
    const a = analyze(text);
    expect(a.entities.map((e) => e.mentions.map((m) => m.text))).toEqual([['John Mc\u00ADCain']]);
    expect(a.quotes.map((q) => q.source?.text)).toEqual(['The news\u00ADpaper']);
  });
  it('keeps a web or e-mail address whole, without the punctuation after it', () => {
    expect(tokens('According to the web site www.divestsudan.org, CalSTRS holds more. Visit lee.house.gov today or www.house.gov/lee.'))
      .toEqual(['According', 'to', 'the', 'web', 'site', 'www.divestsudan.org', ',', 'CalSTRS', 'holds', 'more', '.', 'Visit', 'lee.house.gov', 'today', 'or', 'www.house.gov/lee', '.']);
    expect(tokens('See http://example.com/a.html (or write to press@mail.house.gov).'))
      .toEqual(['See', 'http://example.com/a.html', '(', 'or', 'write', 'to', 'press@mail.house.gov', ')', '.']);
    expect(sentences('Visit lee.house.gov. The office is open.')).toEqual(['Visit lee.house.gov.', 'The office is open.']);
    // (not a sentence's period glued to the next word, nor an initialism)
    expect(tokens('The U.S. and D.C. agreed.Then e.g. this.')).toEqual(['The', 'U.S.', 'and', 'D.C.', 'agreed', '.', 'Then', 'e.g.', 'this', '.']);
  });

  it('reads three apostrophes after a word as the close of a single and of a double quotation', () => {
    const a = analyze("''He told me, 'Go back to your country,''' said Mr. Regalado, the mayor.");
    expect(a.quotes.map((q) => [q.rule, q.cue?.text, q.content.map((c) => c.text).join('')]))
      .toEqual([['trailing-cue', 'said', "''He told me, 'Go back to your country,'''"]]);
    expect(tokens("it,''' said")).toEqual(['it', ',', "'", "''", 'said']);
  });

  it('keeps numbers with separators and party tags', () => {
    expect(tokens('Rep. Gwen Moore (D-Wis.) cited $1,250.50 and 3:30 p.m.')).toEqual(['Rep.', 'Gwen', 'Moore', '(', 'D-Wis.', ')', 'cited', '$', '1,250.50', 'and', '3:30', 'p.m.']);
  });
  it('a straight mark glued to text on both sides quotes nobody, so it cannot close a quotation', () => {
    const text = '“Never paste <img src=x onerror="alert(1)"> into a page,” Jane Doe said.';
    const { ctx } = run(text);
    expect(ctx.quoteSpans.map((q) => text.slice(q.start, q.end))).toEqual(['“Never paste <img src=x onerror="alert(1)"> into a page,”']);
    expect(ctx.messages).toEqual([]);
  });
  it('gives quote marks roles: open, close, or apostrophe', () => {
    const { ctx } = run('“Go,” she said. "Stay," he said. It\'s ‘fine’.');
    const roles = ctx.tokens.filter((t) => t.kind === 'quote').map((t) => `${t.text}:${t.qrole}`);
    expect(roles).toEqual(['“:open', '”:close', '":open', '":close', '‘:open', '’:close']);
  });
  it('offsets always slice back to the input', () => {
    const text = 'Emoji 😀 and accents: Erdoğan said “çok güzel.” — fine';
    for (const t of run(text).ctx.tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
  });
  it('every token\'s lower is its text in lower case, in one-byte, two-byte and lengthening texts', () => {
    // (ASCII capitals take their lower case from the whole text's; İ lowers to two code units, and ſ, K (Kelvin) and
    // É are letters whose lower case only toLowerCase knows)
    const texts = ['Sen. Chuck SCHUMER (D-N.Y.) met AT&T and McDonald’s CEO in Washington, D.C.',
      'The “İstanbul” Office: Mr. O’Neill, Ms. ÉLODIE and the KELVIN (K) team met Sen. ſmith’s staff.',
      'Café ÜBER-cool CO₂ Δ-Σ MODULATOR ⓐⒶ Rep. Jones-Smith, Inc.'];
    for (const text of texts) {
      const toks = run(text).ctx.tokens;
      expect(toks.length).toBeGreaterThan(10);
      for (const t of toks) expect([t.text, t.lower]).toEqual([t.text, t.text.toLowerCase()]);
    }
    expect(tokens('Mr. O’Neill met İpek Yılmaz.')).toEqual(['Mr.', 'O’Neill', 'met', 'İpek', 'Yılmaz', '.']);
  });
  it('splits at any Unicode space and keeps non-ASCII letters inside words', () => {
    expect(tokens('Erdoğan\u2003said\u3000“çok\u00a0güzel” — Ångström’s\u202fview')).toEqual(['Erdoğan', 'said', '“', 'çok', 'güzel', '”', '—', 'Ångström', '’s', 'view']);
    const roles = run('He said\u2003“Go”\u2003and ‘stay’… Ça va’s fine.').ctx.tokens.filter((t) => t.kind === 'quote').map((t) => `${t.text}:${t.qrole}`);
    expect(roles).toEqual(['“:open', '”:close', '‘:open', '’:close']);
  });
  it('a period after a long last part of a hyphenated word is not an abbreviation\'s', () => {
    expect(tokens('He met Rep. Moore (D-Wis.) and the long-standing. Then left.')).toEqual(['He', 'met', 'Rep.', 'Moore', '(', 'D-Wis.', ')', 'and', 'the', 'long-standing', '.', 'Then', 'left', '.']);
    expect(tokens('It was approx. Messrs. Approximately.')).toEqual(['It', 'was', 'approx.', 'Messrs.', 'Approximately', '.']);
  });
  it('mentionAt has one entry per token and is each text\'s own', () => {
    const a = run('Sen. Chuck Schumer said “yes.” Rep. Jim Jordan did not.').ctx;
    const before = Array.from(a.mentionAt);
    expect(a.mentionAt.length).toBe(a.tokens.length);
    // (40 texts of ~600 tokens: more than one 64 KiB buffer of views)
    const long = 'The U.S. Senate met on Jan. 5 with Gov. Kathy Hochul, who said it was fine. '.repeat(30);
    for (let k = 0; k < 40; k++) {
      const b = run(long).ctx;
      expect(b.mentionAt.length).toBe(b.tokens.length);
      b.mentionAt.fill(7);
    }
    expect(Array.from(a.mentionAt)).toEqual(before);
  });
});

describe('quote spans', () => {
  const spans = (text: string) => run(text).ctx.quoteSpans.map((q) => `${q.type}:${text.slice(q.start, q.end)}`);
  it('guillemets and straight quotes pair like curly ones', () => {
    expect(spans('«We are leaving», said Marie Blanc. "We stay," said Tom Reed.')).toEqual(['speech:«We are leaving»', 'speech:"We stay,"']);
  });
  it('a nested single quote stays inside its quotation', () => {
    expect(spans('“He told me ‘never again’ and left,” Ann Wu said.')).toEqual(['speech:“He told me ‘never again’ and left,”']);
  });
  it('single quotes used as double quotes by an outlet are speech when long', () => {
    expect(spans('‘We will fight this decision in every court,’ said Dan Ives.')).toEqual(['speech:‘We will fight this decision in every court,’']);
  });
  it('a title in quotes is a term', () => {
    expect(spans('She starred in "Gone Girl" last year.')).toEqual(['term:"Gone Girl"']);
  });
});

// "said the U.S. “clearly” needed a campaign": an abbreviation's full stop before an opening quotation mark ends the
// sentence only when a capital follows the mark (a review of PolNeAR train: the statement was lost).
describe('an abbreviation before a quotation mark', () => {
  it('ends no sentence before a lowercase quoted word', () => {
    const one = analyze('Smith said the U.S. “clearly” needed a campaign.');
    expect(one.quotes.map((q) => [q.cue?.text, q.content.map((c) => c.text)])).toEqual([['said', ['the U.S. “clearly” needed a campaign']]]);
    const two = analyze('He moved to the U.S. “It was hard,” he said.');
    expect(two.quotes.map((q) => q.content.map((c) => c.text))).toEqual([['“It was hard,”']]);
  });
});
