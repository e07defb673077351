import { Command, Option } from 'commander';
import { WhosaidError } from '../../errors.js';
import { checkDate, checkRange } from '../../io/date.js';
import { openStore } from '../../store/db.js';
import { isPostgresUrl, readPg } from '../../store/postgres/url.js';
import { csvField } from '../../store/export.js';
import { clip, oneLine, DEFAULT_DB } from '../../store/format.js';
import { search, type SearchOptions, type SearchResult } from '../../store/queries.js';
import { EXIT } from '../exit-codes.js';
import { count } from '../../io/count.js';
import type { CliContext } from '../context.js';

interface SearchFlags {
  db: string;
  speaker?: string;
  outlet?: string;
  since?: string;
  until?: string;
  kind?: 'direct' | 'indirect' | 'mixed';
  limit: string;
  format: 'table' | 'json' | 'csv';
}

const HELP = `
Query:
  Words match quotes and speaker names (stemming is not applied). FTS5 syntax works: "exact phrase",
  border OR wall, immigra* (prefix), speaker_name:homan. A query the syntax cannot take is searched
  as plain words. Results are ranked best first (bm25); matched words are marked in the snippet.

Examples:
  $ whosaid search "sanctuary cities" --speaker homan --since 2025-01-01
  $ whosaid search climate --kind direct --format json | jq '.[0].quote.text'`;

/** `whosaid search`: full-text search of stored quotes. */
export function searchCommand(ctx: CliContext): Command {
  return new Command('search')
    .summary('search stored quotes (full text, ranked, with highlighted snippets)')
    .description('Search the quotes in a database, best matches first.')
    .argument('<query>', 'words or FTS5 query')
    .option('--db <file>', 'database file', DEFAULT_DB)
    .option('--speaker <name>', 'only quotes by a speaker whose name contains this')
    .option('--outlet <name>', 'only articles from an outlet whose name contains this')
    .option('--since <date>', 'only articles dated on or after YYYY-MM-DD')
    .option('--until <date>', 'only articles dated on or before YYYY-MM-DD')
    .addOption(new Option('--kind <kind>', 'only quotes of this kind').choices(['direct', 'indirect', 'mixed']))
    .option('-n, --limit <n>', 'most results, 1 to 10000', '20')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'json', 'csv']).default('table'))
    .addHelpText('after', HELP)
    .action(async (query: string, flags: SearchFlags) => {
      ctx.setExitCode(await runSearch(query, flags, ctx));
    });
}

async function runSearch(query: string, flags: SearchFlags, ctx: CliContext): Promise<number> {
  const color = ctx.io.isTTY && !ctx.env.NO_COLOR;
  const options: SearchOptions = {
    limit: parseLimit(flags.limit),
    highlight: flags.format !== 'table' ? ['<mark>', '</mark>'] : color ? ['\x1b[1;33m', '\x1b[0m'] : ['[', ']'],
    ...(flags.speaker !== undefined && { speaker: flags.speaker }),
    ...(flags.outlet !== undefined && { outlet: flags.outlet }),
    ...(flags.since !== undefined && { since: checkDate(flags.since, '--since') }),
    ...(flags.until !== undefined && { until: checkDate(flags.until, '--until') }),
    ...(flags.kind !== undefined && { kind: flags.kind }),
  };
  checkRange(options.since, options.until);
  const db = isPostgresUrl(flags.db) ? undefined : openStore(flags.db, { readonly: true });
  try {
    const results = db ? search(db, query, options) : await readPg(flags.db, (q, pool) => q.pgSearch(pool, query, options));
    ctx.io.stdout.write(render(results, flags.format));
    if (results.length === 0 && flags.format === 'table') ctx.io.stderr.write(`whosaid: no quote matches ${JSON.stringify(query)}.\n`);
    return EXIT.OK;
  } finally {
    db?.close();
  }
}

function parseLimit(value: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10000) {
    throw new WhosaidError('WHOSAID_BAD_OPTION', `--limit must be a whole number from 1 to 10000, not "${value}".`);
  }
  return Number(value);
}

function render(results: SearchResult[], format: SearchFlags['format']): string {
  if (format === 'json') return `${JSON.stringify(results, null, 2)}\n`;
  if (format === 'csv') {
    const header = 'score,kind,speaker,outlet,date,title,url,quote,snippet\r\n';
    return header + results.map((r) => `${[r.score, r.quote.kind, speakerLabel(r), r.article.outlet, r.article.date, r.article.title,
      r.article.url, r.quote.text, r.snippet].map(csvField).join(',')}\r\n`).join('');
  }
  return results.map((r, i) => {
    // (each field on one line; an article with no outlet, date or title gets no empty line)
    const where = [r.article.outlet, r.article.date, r.article.title && clip(r.article.title, 70)].filter(Boolean).map((x) => oneLine(x!)).join(' · ');
    const copies = r.syndication ? `\n    also in ${count(r.syndication.articles - 1, 'other article')}; first: ${oneLine(r.syndication.origin.outlet ?? '?')} ${r.syndication.origin.date ?? ''}` : '';
    return `${String(i + 1).padStart(2)}. ${oneLine(speakerLabel(r))} (${r.quote.kind}, score ${r.score.toFixed(2)})\n    ${r.snippet.replace(/\s+/g, ' ')}${where ? `\n    ${where}` : ''}${r.article.url ? `\n    ${oneLine(r.article.url)}` : ''}${copies}\n`;
  }).join('\n');
}

function speakerLabel(r: SearchResult): string {
  if (r.speaker.name) return r.speaker.name;
  return r.speaker.anonymous ? `unnamed source${r.speaker.description ? ` (${r.speaker.description})` : ''}` : 'unknown speaker';
}
