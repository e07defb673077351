import { describe, it, expect } from 'vitest';
import { Help } from 'commander';
import { PassThrough } from 'node:stream';
import { COMMANDS } from '../../src/cli/commands/index.js';
import type { CliContext } from '../../src/cli/context.js';
import { run } from './helpers.js';

const ctx: CliContext = {
  io: { stdin: new PassThrough(), stdout: new PassThrough(), stderr: new PassThrough(), isTTY: false, env: {} },
  env: {}, setExitCode: () => undefined,
};

describe('lazy command registry', () => {
  it('lists each command with the name, term and summary the loaded command has', async () => {
    const help = new Help();
    for (const entry of COMMANDS) {
      const command = (await entry.load())(ctx);
      expect({ name: command.name(), term: help.subcommandTerm(command), summary: command.summary() })
        .toEqual({ name: entry.name, term: entry.term, summary: entry.summary });
    }
  });

  it('help lists every command; a command runs with its own options, and a misspelt one gets a suggestion', async () => {
    const top = await run(['--help']);
    expect(top.code).toBe(0);
    for (const entry of COMMANDS) expect(top.stdout).toContain(`  ${entry.term}`);
    const ingest = await run(['ingest', '--help']);
    expect(ingest.stdout).toContain('--threads <n>');
    const typo = await run(['statz']);
    expect(typo).toMatchObject({ code: 64, stderr: "whosaid: unknown command 'statz' (did you mean stats?)\n" });
  });
});
