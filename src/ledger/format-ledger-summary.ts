import { formatTextTable } from '../util/format-text-table.ts';
import type { LedgerSummary } from './ledger-summary.ts';

/** Options of {@link formatLedgerSummary}. */
export interface FormatLedgerSummaryOptions {
  /** The most tools listed; the rest are summed in one line. @default 15 */
  maxTools?: number;
  /** Put before money amounts. @default '$' */
  currencySymbol?: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

function tokens(n: number): string {
  return integer.format(n);
}

/** Four significant digits, at least two decimals: $0.005480, $0.01048, $0.4500, $12.30, $0. */
function money(n: number, symbol: string): string {
  if (n === 0) return `${symbol}0`;
  const decimals = Math.min(8, Math.max(2, 3 - Math.floor(Math.log10(Math.abs(n)))));
  return `${symbol}${n.toFixed(decimals)}`;
}

function seconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

function table(header: string[], rows: string[][], leftColumns = 1): string[] {
  const right = header.map((_, i) => i).filter((i) => i >= leftColumns);
  return formatTextTable(header, rows, { right, indent: '  ', rule: false }).split('\n');
}

/**
 * A human-readable, multi-line account of a ledger summary: tokens, money, latency, usage per role and per
 * model, and a per-tool table (definition tokens, result tokens, calls, fees, money). Plain text, no colour.
 */
export function formatLedgerSummary(
  summary: LedgerSummary,
  options: FormatLedgerSummaryOptions = {},
): string {
  const { maxTools = 15, currencySymbol = '$' } = options;
  const $ = (n: number): string => money(n, currencySymbol);
  const t = summary.totals;
  const lines: string[] = [];

  const estimated = t.estimatedModelCalls ? `, ${t.estimatedModelCalls} estimated` : '';
  lines.push(
    `Model calls: ${t.modelCalls}${estimated} · input ${tokens(t.inputTokens)} tokens ` +
      `(${tokens(t.cachedInputTokens)} cached) · output ${tokens(t.outputTokens)} tokens`,
  );
  if (t.embeddingCalls) {
    lines.push(
      `Embeddings: ${t.embeddingCalls} calls · ${tokens(t.embeddingTokens)} tokens · ${t.embeddingValues} texts`,
    );
  }
  const failed = t.failedToolCalls ? `, ${t.failedToolCalls} failed` : '';
  lines.push(
    `Tool calls: ${t.toolCalls}${failed} · results ${tokens(t.toolResultTokens)} tokens · fees ${$(t.toolFees)}`,
  );
  lines.push(
    `Money: ${$(t.money)} (models ${$(t.modelMoney)}, embeddings ${$(t.embeddingMoney)}, tool fees ${$(t.toolFees)})`,
  );
  lines.push(
    `Latency: ${seconds(t.latencyMs)} (models ${seconds(t.modelLatencyMs)}, ` +
      `embeddings ${seconds(t.embeddingLatencyMs)}, tools ${seconds(t.toolLatencyMs)})`,
  );

  const roles = Object.values(summary.byRole);
  if (roles.length) {
    lines.push('', 'By role:');
    lines.push(
      ...table(
        ['role', 'calls', 'input', 'cached', 'output', 'money'],
        roles.map((r) => [
          r.role,
          String(r.calls),
          tokens(r.inputTokens),
          tokens(r.cachedInputTokens),
          tokens(r.outputTokens),
          $(r.money),
        ]),
      ),
    );
  }

  const models = Object.entries(summary.byModel);
  if (models.length) {
    lines.push('', 'By model:');
    lines.push(
      ...table(
        ['model', 'calls', 'input', 'output', 'embedded', 'money'],
        models.map(([key, m]) => [
          m.priced ? key : `${key} (unpriced)`,
          String(m.calls + m.embeddingCalls),
          tokens(m.inputTokens),
          tokens(m.outputTokens),
          tokens(m.embeddingTokens),
          $(m.money),
        ]),
      ),
    );
  }

  if (summary.byTool.length) {
    const shown = summary.byTool.slice(0, maxTools);
    const rest = summary.byTool.slice(maxTools);
    const rows = shown.map((u) => [
      u.tool,
      tokens(u.definitionTokens),
      tokens(u.resultTokens),
      u.failedCalls ? `${u.calls} (${u.failedCalls} failed)` : String(u.calls),
      $(u.fees),
      $(u.money),
    ]);
    if (rest.length) {
      const sum = (f: (u: (typeof rest)[number]) => number): number => rest.reduce((a, u) => a + f(u), 0);
      rows.push([
        `(${rest.length} more)`,
        tokens(sum((u) => u.definitionTokens)),
        tokens(sum((u) => u.resultTokens)),
        String(sum((u) => u.calls)),
        $(sum((u) => u.fees)),
        $(sum((u) => u.money)),
      ]);
    }
    lines.push('', 'By tool (money = definition + result tokens at input price, plus fees):');
    lines.push(...table(['tool', 'definition tokens', 'result tokens', 'calls', 'fees', 'money'], rows));
  }

  if (summary.unpricedModels.length) {
    lines.push(
      '',
      `Unpriced models (counted as ${$(0)}): ${summary.unpricedModels.join(', ')}. ` +
        'Add their prices under "prices" in the config file.',
    );
  }
  return lines.join('\n');
}
