import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, CommanderError } from 'commander';
import { WhosaidError } from '../errors.js';
import { COMMANDS } from './commands/index.js';
import { EXIT, EXIT_CODES_HELP, exitCodeFor } from './exit-codes.js';
import type { CliContext, CliIO } from './context.js';

export type { CliIO } from './context.js';
export { EXIT } from './exit-codes.js';

/**
 * Runs the whosaid CLI with `argv` (arguments after the program name) and resolves to the exit code.
 * Never throws: problems become one line on stderr, `whosaid: <message>`.
 */
export async function main(argv: string[], io: CliIO = processIO()): Promise<number> {
  const env = io.env ?? process.env;
  let exitCode: number = EXIT.OK;
  const ctx: CliContext = { io, env, setExitCode: (code) => { exitCode = code; } };
  const program = await buildProgram(ctx, argv);
  if (argv.length === 0) {
    io.stderr.write(program.helpInformation());
    return EXIT.USAGE;
  }
  const output = watchOutput(io);
  try {
    await Promise.race([program.parseAsync(argv, { from: 'user' }), output.failed]);
    // A failed write is reported on the stream a moment after it (a file's, on the next tick).
    await new Promise((resolve) => setImmediate(resolve));
    return output.error === undefined ? exitCode : EXIT.OUTPUT;
  } catch (e) {
    return output.error === undefined ? reportError(e, io, env) : EXIT.OUTPUT;
  } finally {
    // The process's own stdout stays watched to its exit; a caller's stream is left as it was given.
    if (io.stdout !== process.stdout) output.stop();
  }
}

/**
 * Watches stdout for a write error other than a closed pipe (disk full, an I/O error): it is reported
 * in one line, `whosaid: cannot write output: no space left on device (ENOSPC)`, and the run ends with
 * EXIT.OUTPUT (at once for the process's own stdout; what was stored before stays stored). A closed
 * pipe (`whosaid … | head`) is the reader's choice: bin/whosaid.js ends the run quietly.
 */
function watchOutput(io: CliIO): { readonly error: Error | undefined; failed: Promise<never>; stop(): void } {
  let fail: (e: Error) => void = () => {};
  const failed = new Promise<never>((_, reject) => { fail = reject; });
  failed.catch(() => {});
  const onError = (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE' || state.error !== undefined) return;
    state.error = e;
    io.stderr.write(`whosaid: cannot write output: ${describeWriteError(e)}\n`);
    if (io.stdout === process.stdout) process.exit(EXIT.OUTPUT);
    fail(e);
  };
  const state = { error: undefined as Error | undefined, failed, stop: () => { io.stdout.off('error', onError); } };
  io.stdout.prependListener('error', onError);
  return state;
}

/** "ENOSPC: no space left on device, write" as "no space left on device (ENOSPC)". */
function describeWriteError(e: NodeJS.ErrnoException): string {
  const m = /^([A-Z][A-Z0-9_]*): (.*?)(?:, \w+)?$/.exec(e.message);
  if (m && m[1] === e.code) return `${m[2]} (${m[1]})`;
  return e.code !== undefined && !e.message.includes(e.code) ? `${e.message} (${e.code})` : e.message;
}

/** The program with the command named in `argv` loaded; the others are listed for help and suggestions only. */
async function buildProgram(ctx: CliContext, argv: readonly string[]): Promise<Command> {
  const { io } = ctx;
  const named = argv.find((a) => !a.startsWith('-'));
  const terms = new Map(COMMANDS.map((c) => [c.name, c.term]));
  const program = new Command('whosaid')
    .description('Who said what, to whom, and on whose authority: quote and attribution extraction for news.')
    .version(packageVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .showSuggestionAfterError()
    .configureOutput({
      writeOut: (s) => io.stdout.write(s),
      writeErr: (s) => io.stderr.write(s),
      // One line, suggestion included: "unknown command 'anlyze' (did you mean analyze?)".
      outputError: (s, write) => write(`whosaid: ${s.replace(/^error: /, '').replace(/\n\(Did you mean/, ' (did you mean').trimEnd()}\n`),
    })
    .addHelpCommand(false)
    .configureHelp({ subcommandTerm: (cmd) => terms.get(cmd.name()) ?? cmd.name() })
    .addHelpText('after', `
Examples:
  $ whosaid analyze article.txt --format text
  $ whosaid analyze page.html --format html > page.annotated.html
  $ whosaid analyze --jsonl articles.jsonl > analyses.jsonl
  $ whosaid ingest examples/corpus --db news.db
  $ whosaid search "border security" --db news.db --speaker "Donald Trump"
  $ whosaid speakers --db news.db --top 20

Run "whosaid <command> --help" for a command's options.

Exit codes:
${EXIT_CODES_HELP.map(([code, what]) => `  ${String(code).padEnd(4)}${what}`).join('\n')}`);
  for (const entry of COMMANDS) {
    const command = entry.name === named ? (await entry.load())(ctx) : new Command(entry.name).summary(entry.summary);
    program.addCommand(command.copyInheritedSettings(program));
  }
  return program;
}

function reportError(e: unknown, io: CliIO, env: Record<string, string | undefined>): number {
  if (e instanceof CommanderError) {
    // Help and version end in a CommanderError too; commander already printed the message.
    if (e.code === 'commander.helpDisplayed' || e.code === 'commander.version') return EXIT.OK;
    return EXIT.USAGE;
  }
  if (e instanceof WhosaidError) {
    io.stderr.write(`whosaid: ${e.message}\n`);
    return exitCodeFor(e);
  }
  const message = e instanceof Error ? e.message : String(e);
  io.stderr.write(`whosaid: internal error: ${message} (run with WHOSAID_DEBUG=1 for details)\n`);
  if (env.WHOSAID_DEBUG && e instanceof Error && e.stack) io.stderr.write(`${e.stack}\n`);
  return EXIT.INTERNAL;
}

/** The version in package.json, found by walking up from this file (src/cli or dist/src/cli). */
function packageVersion(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (existsSync(file)) {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'whosaid' && pkg.version) return pkg.version;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return 'unknown';
    dir = parent;
  }
}

function processIO(): CliIO {
  return { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, isTTY: process.stdout.isTTY === true, env: process.env };
}
