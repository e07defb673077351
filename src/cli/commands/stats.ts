import { Command, Option } from 'commander';
import { openStore } from '../../store/db.js';
import { isPostgresUrl, readPg } from '../../store/postgres/url.js';
import { DEFAULT_DB } from '../../store/format.js';
import { stats, syndication } from '../../store/queries.js';
import { EXIT } from '../exit-codes.js';
import { count } from '../../io/count.js';
import { positive } from './speakers.js';
import type { CliContext } from '../context.js';

interface StatsFlags {
  db: string;
  format: 'text' | 'json';
  syndicated?: string;
}

/** `whosaid stats`: counts of the whole database, syndicated quote groups included. */
export function statsCommand(ctx: CliContext): Command {
  return new Command('stats')
    .summary('counts: articles, quotes, speakers, outlets, syndicated quote groups')
    .description('Counts of the whole database. A syndicated group is one quote (same normalized text) found in several articles.')
    .option('--db <file>', 'database file', DEFAULT_DB)
    .option('--syndicated <n>', 'also list the n most repeated quotes with the article where each appeared first')
    .addOption(new Option('-f, --format <format>', 'output format').choices(['text', 'json']).default('text'))
    .action(async (flags: StatsFlags) => {
      const top = flags.syndicated === undefined ? 10 : positive(flags.syndicated, '--syndicated');
      const db = isPostgresUrl(flags.db) ? undefined : openStore(flags.db, { readonly: true });
      try {
        const [s, groups] = db ? [stats(db), flags.syndicated === undefined ? undefined : syndication(db, { top })]
          : await readPg(flags.db, async (q, pool) => [await q.pgStats(pool), flags.syndicated === undefined ? undefined : await q.pgSyndication(pool, { top })] as const);
        if (flags.format === 'json') {
          ctx.io.stdout.write(`${JSON.stringify(groups ? { ...s, syndication: groups } : s, null, 2)}\n`);
        } else {
          const kinds = Object.entries(s.quotesByKind).map(([k, n]) => `${n} ${k}`).join(', ');
          ctx.io.stdout.write([
            `articles            ${s.articles}${s.firstDate ? ` (${s.firstDate} to ${s.lastDate})` : ''}`,
            `outlets             ${s.outlets}`,
            `quotes              ${s.quotes}${kinds ? ` (${kinds})` : ''}`,
            `  named sources     ${s.namedQuotes}`,
            `  unnamed sources   ${s.unnamedQuotes}`,
            `speakers            ${count(s.speakers, 'person')}, ${count(s.organizations, 'organization')}`,
            `syndicated groups   ${s.syndicatedGroups} (${count(s.syndicatedQuotes, 'quote')})`,
            `schema version      ${s.schemaVersion}`,
            ...(groups ?? []).map((g) => `  ${g.articles}× ${g.text.slice(0, 80)}${g.text.length > 80 ? '…' : ''}\n     first: ${g.origin.outlet ?? '?'} ${g.origin.date ?? ''}`),
          ].join('\n') + '\n');
        }
      } finally {
        db?.close();
      }
      ctx.setExitCode(EXIT.OK);
    });
}
