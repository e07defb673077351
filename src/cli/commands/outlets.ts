import { Command, Option } from 'commander';
import { openStore } from '../../store/db.js';
import { isPostgresUrl, readPg } from '../../store/postgres/url.js';
import { csvField } from '../../store/export.js';
import { clip, DEFAULT_DB, percent, table } from '../../store/format.js';
import { outlets } from '../../store/queries.js';
import { EXIT } from '../exit-codes.js';
import type { CliContext } from '../context.js';

interface OutletsFlags {
  db: string;
  format: 'table' | 'json' | 'csv';
}

/** `whosaid outlets`: per outlet, articles, quotes, and how much rests on named vs unnamed sources. */
export function outletsCommand(ctx: CliContext): Command {
  return new Command('outlets')
    .summary('per outlet: articles, quotes, share of quotes from named and unnamed sources')
    .description('Per outlet: articles, quotes, and the share of quotes from named and from unnamed sources (the rest have no speaker found).')
    .option('--db <file>', 'database file', DEFAULT_DB)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'json', 'csv']).default('table'))
    .action(async (flags: OutletsFlags) => {
      const db = isPostgresUrl(flags.db) ? undefined : openStore(flags.db, { readonly: true });
      try {
        const rows = db ? outlets(db) : await readPg(flags.db, (q, pool) => q.pgOutlets(pool));
        if (flags.format === 'json') ctx.io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
        else if (flags.format === 'csv') {
          ctx.io.stdout.write(`outlet,articles,quotes,named,unnamed,named_share,unnamed_share\r\n${rows.map((r) =>
            `${[r.outlet, r.articles, r.quotes, r.named, r.unnamed, r.namedShare, r.unnamedShare].map(csvField).join(',')}\r\n`).join('')}`);
        } else {
          ctx.io.stdout.write(table(['articles', 'quotes', 'named', 'unnamed', 'outlet'],
            rows.map((r) => [String(r.articles), String(r.quotes), percent(r.namedShare), percent(r.unnamedShare), clip(r.outlet ?? '(none)', 70)]),
            new Set([0, 1, 2, 3])));
        }
      } finally {
        db?.close();
      }
      ctx.setExitCode(EXIT.OK);
    });
}
