import { createSourceResolvers } from '../../sources/create-source-resolvers.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { openCliLibrary } from '../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';
import { readJsonArgument } from '../read-json-argument.ts';

export const CALL_HELP = `Usage: toolwise call <tool> ['<json arguments>' | @file.json] [options]

Call a tool of the library. The arguments are checked against the tool's input schema first.
Exit code 0 when the tool succeeded, 2 when the arguments or the tool name were wrong, 1 when the
tool failed.

Options:
  --timeout <ms>     Stop the call after this many milliseconds (default 30000)
  --library <path>   The library file
  --json             Print {"ok", "output" | "error", "durationMs"} as JSON
`;

/** Error codes that mean the caller's input was wrong. */
const BAD_INPUT_CODES = new Set(['invalid_arguments', 'unknown_tool']);

/** `toolwise call ...` */
export async function callCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { timeout: { type: 'string' } }, CALL_HELP);
  if (values.help) {
    io.out(CALL_HELP);
    return EXIT.ok;
  }
  const [name, json = '{}', ...extra] = positionals;
  if (!name || extra.length) throw new UsageError('usage: toolwise call <tool> [json arguments]', CALL_HELP);
  const input = readJsonArgument(json, 'arguments', io);
  const timeoutMs = numberOption(values.timeout, 'timeout', { min: 1, integer: true });
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read' });
  library.require(name);
  const executor = createToolExecutor({
    lookup: (n) => library.get(n),
    resolvers: createSourceResolvers({ env: io.env }),
  });
  try {
    const result = await executor.call(name, input, { ...(timeoutMs !== undefined && { timeoutMs }) });
    if (values.json) {
      printJson(io, { tool: name, ...result });
    } else if (result.ok) {
      io.out(
        `${typeof result.output === 'string' ? result.output : JSON.stringify(result.output, null, 2)}\n`,
      );
    } else {
      io.err(`error (${result.error.code}): ${result.error.message}\n`);
    }
    if (result.ok) return EXIT.ok;
    return BAD_INPUT_CODES.has(result.error.code) ? EXIT.badInput : EXIT.failure;
  } finally {
    await executor.close();
    library.close();
  }
}
