import { Command, Option } from 'commander';
import { openStore } from '../../store/db.js';
import { isPostgresUrl, readPg } from '../../store/postgres/url.js';
import { exportCsv, exportJsonl } from '../../store/export.js';
import { DEFAULT_DB } from '../../store/format.js';
import { write } from '../../io/jsonl.js';
import { EXIT } from '../exit-codes.js';
import type { CliContext } from '../context.js';

interface ExportFlags {
  db: string;
  format: 'jsonl' | 'csv';
}

/** `whosaid export`: everything, for other tools. */
export function exportCommand(ctx: CliContext): Command {
  return new Command('export')
    .summary('write every stored article and quote as JSON Lines or CSV')
    .description('Write the database out: JSON Lines, one article per line with its text and quotes; or CSV, one quote per row.')
    .option('--db <file>', 'database file', DEFAULT_DB)
    .addOption(new Option('-f, --format <format>', 'output format').choices(['jsonl', 'csv']).default('jsonl'))
    .action(async (flags: ExportFlags) => {
      const db = isPostgresUrl(flags.db) ? undefined : openStore(flags.db, { readonly: true });
      try {
        if (db) for (const chunk of flags.format === 'csv' ? exportCsv(db) : exportJsonl(db)) await write(ctx.io.stdout, chunk);
        else {
          await readPg(flags.db, async (q, pool) => {
            for await (const chunk of flags.format === 'csv' ? q.pgExportCsv(pool) : q.pgExportJsonl(pool)) await write(ctx.io.stdout, chunk);
          });
        }
      } finally {
        db?.close();
      }
      ctx.setExitCode(EXIT.OK);
    });
}
