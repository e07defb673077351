// Reproduces every shipped model in src/learn/weights from ../shared: the word lexicon (unlabeled
// news text), the name tagger and the POS tagger (CoNLL-2003 train), then prints valid scores.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseConll, scoreSpans, spansOf, type ConllSentence } from '../src/learn/conll.js';
import { namesFromTags } from '../src/learn/names.js';
import { trainNames, trainPos, weightsModule, type Trained } from '../src/learn/training.js';
import type { Lexicon } from '../src/learn/lexicon.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = path.resolve(root, '../shared');
const weightsDir = path.join(root, 'src/learn/weights');
const log = (s: string): void => console.log(s);

function readConll(name: string): ConllSentence[] {
  return parseConll(fs.readFileSync(path.join(shared, 'data/conll2003', name), 'utf8'));
}

function evalNames(t: Trained, sents: readonly ConllSentence[], label: string): void {
  const t0 = performance.now();
  const pred = sents.map((s) => namesFromTags(t.tagger.tag(s.words).tags));
  const ms = performance.now() - t0;
  const res = scoreSpans(sents.map((s) => spansOf(s.ner)), pred);
  const tokens = sents.reduce((n, s) => n + s.words.length, 0);
  const line = Object.entries(res).map(([ty, r]) => `${ty} ${(100 * r.f).toFixed(2)}`).join('  ');
  log(`names ${label}: F1 ${line}  (${Math.round(tokens / (ms / 1000)).toLocaleString('en')} tokens/s incl. warm-up)`);
}

function evalPos(t: Trained, sents: readonly ConllSentence[], label: string): void {
  let ok = 0, n = 0;
  for (const s of sents) {
    const tags = t.tagger.tag(s.words).tags;
    s.pos.forEach((g, i) => { n++; if (t.classes[tags[i]!] === g) ok++; });
  }
  log(`pos ${label}: accuracy ${(100 * ok / n).toFixed(2)}%`);
}

function write(file: string, t: Trained, note: string): void {
  const text = weightsModule(t.classes, t.bytes, note);
  fs.writeFileSync(path.join(weightsDir, file), text);
  log(`wrote src/learn/weights/${file}: ${(text.length / 1024).toFixed(0)} kB`);
}

function main(): void {
  const only = process.argv[2];
  const started = performance.now();
  const train = readConll('train.txt'), valid = readConll('valid.txt');
  const lexicon: Lexicon | null = null;
  if (!only || only === 'names') {
    const t0 = performance.now();
    const names = trainNames(train, { bits: 20, epochs: 12, seed: 1, minCount: 1, lexicon, log }, { scale: 16 });
    log(`names trained in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    evalNames(names, train, 'train'); evalNames(names, valid, 'valid');
    write('names.weights.js', names, 'Name tagger (CoNLL-2003 PER/ORG/LOC/MISC, IOB2), averaged perceptron.');
  }
  if (!only || only === 'pos') {
    const t0 = performance.now();
    const pos = trainPos(train, { bits: 19, epochs: 10, seed: 2, minCount: 2, lexicon, log }, { scale: 16 });
    log(`pos trained in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    evalPos(pos, train, 'train'); evalPos(pos, valid, 'valid');
    write('pos.weights.js', pos, 'Penn Treebank POS tagger (CoNLL-2003 POS column), averaged perceptron.');
  }
  log(`total ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

main();
