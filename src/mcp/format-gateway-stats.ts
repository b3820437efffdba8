import { formatTextTable } from '../util/format-text-table.ts';
import type { GatewayStats } from './gateway-stats.ts';

/** Options of {@link formatGatewayStats}. */
export interface FormatGatewayStatsOptions {
  /** Show the calls per tool. @default true when there is one session */
  perTool?: boolean;
}

/** `toolwise stats` as text: a table of sessions, the totals, and (for one session) the calls per tool. */
export function formatGatewayStats(stats: GatewayStats, options: FormatGatewayStatsOptions = {}): string {
  const { sessions, totals, tools } = stats;
  if (sessions.length === 0) {
    return 'No gateway sessions recorded yet. Start one with `toolwise serve` and connect an MCP client.\n';
  }
  const n = (v: number) => v.toLocaleString('en-US');
  const lines = [
    table(
      ['SESSION', 'CLIENT', 'STARTED', 'CALLS', 'FAILED', 'DEFS SPARED', 'RESULTS TRIMMED', 'FEES'],
      sessions.map((s) => [
        s.sessionId.slice(0, 8),
        s.clientName ?? '-',
        s.startedAt.slice(0, 19).replace('T', ' '),
        n(s.calls),
        n(s.failedCalls),
        n(s.definitionTokensSpared),
        n(s.resultTokensTrimmed),
        String(s.fees),
      ]),
    ),
    '',
    `${sessions.length === 1 ? 'Session' : `Total over ${n(totals.sessions)} sessions`}: ${n(totals.calls)} calls (${n(totals.failedCalls)} failed), ${n(totals.searches)} searches, fees ${totals.fees}`,
    `  Tool definitions spared: ${n(totals.definitionTokensSpared)} tokens once per session; ${n(totals.definitionTokensSparedPerCall)} if the client re-sends definitions with every call's model turn`,
    `  Tool results trimmed:    ${n(totals.resultTokensTrimmed)} tokens (${n(totals.resultTokensFull)} in full, ${n(totals.resultTokensReturned)} returned)`,
    `  Spent instead:           ${n(totals.searchResultTokens)} tokens of search results, ${n(totals.definitionTokensFetched)} of fetched definitions`,
    `  Net spared:              ${n(totals.netTokensSpared)} tokens`,
  ];
  if ((options.perTool ?? sessions.length === 1) && tools.length) {
    lines.push(
      '',
      table(
        ['TOOL', 'CALLS', 'FAILED', 'FEES', 'TRIMMED', 'MEAN MS'],
        tools.map((t) => [
          t.tool,
          n(t.calls),
          n(t.failedCalls),
          String(t.fees),
          n(t.resultTokensTrimmed),
          t.meanLatencyMs.toFixed(1),
        ]),
      ).trimEnd(),
    );
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function table(header: string[], rows: string[][]): string {
  return formatTextTable(header, rows, { rule: false });
}
