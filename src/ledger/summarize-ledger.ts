import { priceFor } from '../models/price-table.ts';
import type { ModelPrice, PriceTable } from '../models/price-table.ts';
import type { LedgerEntry, ModelRef } from './ledger-entry.ts';
import type {
  LedgerSummary,
  LedgerTotals,
  ModelUsage,
  RoleUsage,
  ToolAttribution,
} from './ledger-summary.ts';
import { moneyForTokens } from './money-for-tokens.ts';

function emptyTotals(): LedgerTotals {
  return {
    modelCalls: 0,
    estimatedModelCalls: 0,
    inputTokens: 0,
    cachedInputTokens: 0,
    outputTokens: 0,
    embeddingCalls: 0,
    embeddingTokens: 0,
    embeddingValues: 0,
    toolCalls: 0,
    failedToolCalls: 0,
    toolResultTokens: 0,
    toolResultBytes: 0,
    toolFees: 0,
    modelMoney: 0,
    embeddingMoney: 0,
    money: 0,
    modelLatencyMs: 0,
    embeddingLatencyMs: 0,
    toolLatencyMs: 0,
    latencyMs: 0,
  };
}

function modelKey(ref: ModelRef): string {
  return `${ref.provider}:${ref.modelId}`;
}

/** For each tool call without an explicit model: the latest model call before it, else the first after it. */
function carriers(entries: readonly LedgerEntry[]): Map<number, ModelRef> {
  const result = new Map<number, ModelRef>();
  const pending: number[] = [];
  let last: ModelRef | undefined;
  for (const entry of entries) {
    if (entry.type === 'model_call') {
      last = { provider: entry.provider, modelId: entry.modelId };
      for (const seq of pending.splice(0)) result.set(seq, last);
    } else if (entry.type === 'tool_call') {
      if (entry.model) result.set(entry.seq, entry.model);
      else if (last) result.set(entry.seq, last);
      else pending.push(entry.seq);
    }
  }
  return result;
}

/**
 * Computes a {@link LedgerSummary} from ledger entries and a price table. Pure: the same entries and prices
 * give the same summary. Models missing from the table count 0 money and are listed in `unpricedModels`.
 */
export function summarizeLedger(entries: readonly LedgerEntry[], prices: PriceTable): LedgerSummary {
  const totals = emptyTotals();
  const byRole = new Map<string, RoleUsage>();
  const byModel = new Map<string, ModelUsage>();
  const byTool = new Map<string, ToolAttribution>();
  const unpriced = new Set<string>();
  const priceCache = new Map<string, ModelPrice | undefined>();

  const priceOf = (ref: ModelRef): ModelPrice | undefined => {
    const key = modelKey(ref);
    if (!priceCache.has(key)) priceCache.set(key, priceFor(prices, ref.provider, ref.modelId));
    const price = priceCache.get(key);
    if (!price) unpriced.add(key);
    return price;
  };
  const modelUsage = (ref: ModelRef): ModelUsage => {
    const key = modelKey(ref);
    let usage = byModel.get(key);
    if (!usage) {
      usage = {
        provider: ref.provider,
        modelId: ref.modelId,
        priced: priceOf(ref) !== undefined,
        calls: 0,
        inputTokens: 0,
        cachedInputTokens: 0,
        outputTokens: 0,
        embeddingCalls: 0,
        embeddingTokens: 0,
        money: 0,
        latencyMs: 0,
      };
      byModel.set(key, usage);
    }
    return usage;
  };
  const toolUsage = (tool: string): ToolAttribution => {
    let usage = byTool.get(tool);
    if (!usage) {
      usage = {
        tool,
        contextCalls: 0,
        definitionTokens: 0,
        resultTokens: 0,
        calls: 0,
        failedCalls: 0,
        fees: 0,
        money: 0,
        latencyMs: 0,
      };
      byTool.set(tool, usage);
    }
    return usage;
  };

  const carrierOf = carriers(entries);
  for (const entry of entries) {
    if (entry.type === 'model_call') {
      const price = priceOf(entry);
      const money = price ? moneyForTokens(price, entry) : 0;
      totals.modelCalls++;
      if (entry.estimated) totals.estimatedModelCalls++;
      totals.inputTokens += entry.inputTokens;
      totals.cachedInputTokens += entry.cachedInputTokens;
      totals.outputTokens += entry.outputTokens;
      totals.modelMoney += money;
      totals.modelLatencyMs += entry.latencyMs;

      const role = byRole.get(entry.role) ?? {
        role: entry.role,
        calls: 0,
        estimatedCalls: 0,
        inputTokens: 0,
        cachedInputTokens: 0,
        outputTokens: 0,
        money: 0,
        latencyMs: 0,
      };
      role.calls++;
      if (entry.estimated) role.estimatedCalls++;
      role.inputTokens += entry.inputTokens;
      role.cachedInputTokens += entry.cachedInputTokens;
      role.outputTokens += entry.outputTokens;
      role.money += money;
      role.latencyMs += entry.latencyMs;
      byRole.set(entry.role, role);

      const model = modelUsage(entry);
      model.calls++;
      model.inputTokens += entry.inputTokens;
      model.cachedInputTokens += entry.cachedInputTokens;
      model.outputTokens += entry.outputTokens;
      model.money += money;
      model.latencyMs += entry.latencyMs;

      for (const t of entry.toolsInContext) {
        const tool = toolUsage(t.name);
        tool.contextCalls++;
        tool.definitionTokens += t.definitionTokens;
        if (price) tool.money += moneyForTokens(price, { inputTokens: t.definitionTokens });
      }
    } else if (entry.type === 'embedding') {
      const price = priceOf(entry);
      const money = price ? moneyForTokens(price, { inputTokens: entry.tokens }) : 0;
      totals.embeddingCalls++;
      totals.embeddingTokens += entry.tokens;
      totals.embeddingValues += entry.values;
      totals.embeddingMoney += money;
      totals.embeddingLatencyMs += entry.latencyMs;
      const model = modelUsage(entry);
      model.embeddingCalls++;
      model.embeddingTokens += entry.tokens;
      model.money += money;
      model.latencyMs += entry.latencyMs;
    } else {
      const carrier = carrierOf.get(entry.seq);
      const price = carrier ? priceOf(carrier) : undefined;
      totals.toolCalls++;
      if (!entry.ok) totals.failedToolCalls++;
      totals.toolResultTokens += entry.resultTokens;
      totals.toolResultBytes += entry.resultBytes;
      totals.toolFees += entry.fee;
      totals.toolLatencyMs += entry.latencyMs;
      const tool = toolUsage(entry.tool);
      tool.calls++;
      if (!entry.ok) tool.failedCalls++;
      tool.resultTokens += entry.resultTokens;
      tool.fees += entry.fee;
      tool.money += entry.fee + (price ? moneyForTokens(price, { inputTokens: entry.resultTokens }) : 0);
      tool.latencyMs += entry.latencyMs;
    }
  }

  totals.money = totals.modelMoney + totals.embeddingMoney + totals.toolFees;
  totals.latencyMs = totals.modelLatencyMs + totals.embeddingLatencyMs + totals.toolLatencyMs;

  const tools = [...byTool.values()].sort(
    (a, b) =>
      b.money - a.money ||
      b.definitionTokens + b.resultTokens - (a.definitionTokens + a.resultTokens) ||
      (a.tool < b.tool ? -1 : a.tool > b.tool ? 1 : 0),
  );
  return {
    totals,
    byRole: Object.fromEntries(byRole),
    byModel: Object.fromEntries(byModel),
    byTool: tools,
    unpricedModels: [...unpriced].sort(),
  };
}
