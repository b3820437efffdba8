import { readFileSync } from 'node:fs';
import { ToolwiseError } from '../errors/toolwise-error.ts';
import { processIo, type CliIo } from './cli-io.ts';
import { callCommand } from './commands/call-command.ts';
import { libraryCommand } from './commands/library/library-command.ts';
import { searchCommand } from './commands/search-command.ts';
import { EXIT } from './exit-codes.ts';
import { UsageError } from './usage-error.ts';

const HELP = `toolwise: give LLM agents very large tool libraries, cheaply and correctly.

Usage: toolwise <command> [options]

Commands:
  library   Fill and inspect the tool library (add, list, show, update, remove, history)
  search    Search the library for the tools a task needs
  call      Call a tool with JSON arguments
  run       Solve a task with a model and the library's tools; prints the answer and what it cost
  plan      Plan a task's tool use under a budget: candidates, cost, value, cap and planned uses
  experience  Recorded tool usages: list, export and import as JSONL
  serve     Run an MCP server in front of your tools and MCP servers (3 meta-tools instead of all)
  stats     What the MCP gateway spared its clients, per session and in total
  bench     Benchmarks: retrieval quality, search speed, token cost, task success, gateway latency

Run 'toolwise <command> --help' for a command's options. Every command takes --json and --library <path>.
Quick start:
  toolwise library add math
  toolwise search "square root of a number"
  toolwise call add '{"a": 2, "b": 3}'
`;

type Command = (args: string[], io: CliIo) => Promise<number>;

const COMMANDS: Record<string, () => Promise<Command>> = {
  library: async () => libraryCommand,
  search: async () => searchCommand,
  call: async () => callCommand,
  run: async () => (await import('./commands/run-command.ts')).runCommand,
  plan: async () => (await import('./commands/plan-command.ts')).planCommand,
  experience: async () => (await import('./commands/experience-command.ts')).experienceCommand,
  serve: async () => (await import('./commands/serve-command.ts')).serveCommand,
  stats: async () => (await import('./commands/stats-command.ts')).statsCommand,
  bench: async () => (await import('./commands/bench-command.ts')).benchCommand,
};

/**
 * Runs the `toolwise` command line and returns its exit code: 0 success, 1 failure, 2 bad input.
 * Never throws; errors are printed to `io.err` (and as JSON to `io.out` with --json).
 */
export async function main(argv: string[], io: CliIo = processIo()): Promise<number> {
  const [name, ...args] = argv;
  const json = args.includes('--json');
  try {
    if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
      io.out(HELP);
      return name === undefined ? EXIT.badInput : EXIT.ok;
    }
    if (name === '--version' || name === '-v') {
      io.out(`${version()}\n`);
      return EXIT.ok;
    }
    const load = COMMANDS[name];
    if (!load) throw new UsageError(`unknown command '${name}'`, HELP);
    return await (
      await load()
    )(args, io);
  } catch (error) {
    return report(error, io, json);
  }
}

function report(error: unknown, io: CliIo, json: boolean): number {
  if (ToolwiseError.isInstance(error)) {
    if (json) io.out(`${JSON.stringify({ error: { code: error.code, message: error.message } }, null, 2)}\n`);
    io.err(`error: ${error.message}\n`);
    if (error instanceof UsageError && error.help) io.err(`\n${error.help}`);
    return error.isUserError ? EXIT.badInput : EXIT.failure;
  }
  const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
  if (json) io.out(`${JSON.stringify({ error: { code: 'internal', message: String(error) } }, null, 2)}\n`);
  io.err(`error: ${message}\n`);
  return EXIT.failure;
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}
