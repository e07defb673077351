import { Command, Option } from 'commander';
import { WhosaidError } from '../../errors.js';
import { openStore } from '../../store/db.js';
import { isPostgresUrl, readPg } from '../../store/postgres/url.js';
import { clip, DEFAULT_DB, table } from '../../store/format.js';
import { speakers } from '../../store/queries.js';
import { EXIT } from '../exit-codes.js';
import type { CliContext } from '../context.js';

interface SpeakersFlags {
  db: string;
  top: string;
  type?: 'person' | 'organization';
  format: 'table' | 'json';
}

/** `whosaid speakers`: the most quoted people and organizations. */
export function speakersCommand(ctx: CliContext): Command {
  return new Command('speakers')
    .summary('list the most quoted speakers, with titles, outlets and first/last seen')
    .description('The most quoted speakers across all stored articles. The same name in several articles is one speaker.')
    .option('--db <file>', 'database file', DEFAULT_DB)
    .option('--top <n>', 'how many', '20')
    .addOption(new Option('--type <type>', 'only persons or only organizations').choices(['person', 'organization']))
    .addOption(new Option('-f, --format <format>', 'output format').choices(['table', 'json']).default('table'))
    .action(async (flags: SpeakersFlags) => {
      const db = isPostgresUrl(flags.db) ? undefined : openStore(flags.db, { readonly: true });
      try {
        const o = { top: positive(flags.top, '--top'), ...(flags.type && { type: flags.type }) };
        const rows = db ? speakers(db, o) : await readPg(flags.db, (q, pool) => q.pgSpeakers(pool, o));
        ctx.io.stdout.write(flags.format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : table(
          ['quotes', 'articles', 'speaker', 'titles', 'outlets', 'first seen', 'last seen'],
          rows.map((r) => [String(r.quotes), String(r.articles), `${r.name}${r.type === 'organization' ? ' (org)' : ''}`,
            clip(r.titles.join('; ') || '-', 40), `${r.outlets.length}: ${clip(r.outlets[0] ?? '-', 30)}`, r.firstSeen ?? '-', r.lastSeen ?? '-']),
          new Set([0, 1]),
        ));
      } finally {
        db?.close();
      }
      ctx.setExitCode(EXIT.OK);
    });
}

/** A positive whole-number option. */
export function positive(value: string, name: string): number {
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new WhosaidError('WHOSAID_BAD_OPTION', `${name} must be a whole number above 0, not "${value}".`);
  return Number(value);
}
