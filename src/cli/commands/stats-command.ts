import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LibraryOpenError } from '../../errors/library-open-error.ts';
import { defaultLibraryPath } from '../../library/default-library-path.ts';
import { formatGatewayStats } from '../../mcp/format-gateway-stats.ts';
import { GatewayStore } from '../../mcp/gateway-store.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

export const STATS_HELP = `Usage: toolwise stats [options]

What the MCP gateway ('toolwise serve') spared its clients, per session and in total: tool definitions
not sent (all tools' definitions minus the meta-tools, once per session; and per call, for clients that
re-send definitions every model turn), result tokens trimmed, and what searches and fetched definitions
cost instead. Token counts use the o200k_base tokenizer.

Options:
  --session <id>     Only this session (an id or its first characters), with its calls per tool
  --last <n>         Only the n most recent sessions
  --library <path>   The library file
  --json             Machine-readable output
`;

/** `toolwise stats ...` */
export async function statsCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    { session: { type: 'string' }, last: { type: 'string' } },
    STATS_HELP,
  );
  if (values.help) {
    io.out(STATS_HELP);
    return EXIT.ok;
  }
  if (positionals.length) throw new UsageError(`unexpected argument '${positionals[0]}'`, STATS_HELP);
  const last = numberOption(values.last, 'last', { min: 1, integer: true });
  const path = values.library ? resolve(io.cwd, values.library) : defaultLibraryPath(io.env);
  if (!existsSync(path)) {
    throw new LibraryOpenError({ path, reason: "no library file there yet; run 'toolwise serve' first" });
  }
  const store = GatewayStore.open({ path });
  try {
    let sessionId = values.session;
    if (sessionId !== undefined) {
      const matches = store
        .stats()
        .sessions.map((s) => s.sessionId)
        .filter((id) => id.startsWith(sessionId as string));
      if (matches.length !== 1) {
        throw new UsageError(
          matches.length === 0
            ? `no gateway session '${sessionId}'`
            : `'${sessionId}' matches ${matches.length} sessions; give more characters`,
          STATS_HELP,
        );
      }
      sessionId = matches[0];
    }
    const stats = store.stats({
      ...(sessionId !== undefined && { sessionId }),
      ...(last !== undefined && { limit: last }),
    });
    if (values.json) printJson(io, stats);
    else io.out(formatGatewayStats(stats));
    return EXIT.ok;
  } finally {
    store.close();
  }
}
