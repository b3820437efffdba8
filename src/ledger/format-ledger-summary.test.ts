import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_PRICES } from '../models/price-table.ts';
import { CostLedger } from './cost-ledger.ts';
import { formatLedgerSummary } from './format-ledger-summary.ts';

function run(): CostLedger {
  const ledger = new CostLedger({ prices: DEFAULT_PRICES, clock: () => 0 });
  ledger.recordModelCall({
    role: 'agent',
    provider: 'openai',
    modelId: 'gpt-4.1-mini',
    inputTokens: 12_000,
    cachedInputTokens: 2000,
    outputTokens: 800,
    latencyMs: 1500,
    toolsInContext: [
      { name: 'get_weather', definitionTokens: 120 },
      { name: 'search_flights', definitionTokens: 250 },
    ],
  });
  ledger.recordToolCall({ tool: 'search_flights', fee: 0.005, ok: true, resultTokens: 900, latencyMs: 300 });
  ledger.recordToolCall({ tool: 'get_weather', ok: false, resultTokens: 30, latencyMs: 40 });
  ledger.recordModelCall({
    role: 'decompose',
    provider: 'compatible',
    modelId: 'qwen',
    inputTokens: 500,
    outputTokens: 50,
  });
  return ledger;
}

describe('formatLedgerSummary', () => {
  it('shows tokens, money, roles, models, a per-tool table and unpriced models', () => {
    const text = formatLedgerSummary(run().summary());
    const lines = text.split('\n');
    assert.equal(lines[0], 'Model calls: 2 · input 12,500 tokens (2,000 cached) · output 850 tokens');
    assert.match(text, /Tool calls: 2, 1 failed · results 930 tokens · fees \$0\.005000/);
    // gpt-4.1-mini: (10000*0.4 + 2000*0.1 + 800*1.6) / 1e6 = 0.00548
    assert.match(text, /Money: \$0\.01048 \(models \$0\.005480, embeddings \$0, tool fees \$0\.005000\)/);
    assert.match(
      text,
      /By role:\n {2}role +calls +input +cached +output +money\n {2}agent +1 +12,000 +2,000 +800 +\$0\.005480/,
    );
    assert.match(text, /compatible:qwen \(unpriced\)/);
    const header = lines.findIndex((l) => l.includes('definition tokens'));
    assert.match(lines[header] ?? '', /tool +definition tokens +result tokens +calls +fees +money/);
    assert.match(lines[header + 1] ?? '', /^ {2}search_flights +250 +900 +1 +\$0\.005000 +\$0\.005460$/);
    assert.match(lines[header + 2] ?? '', /^ {2}get_weather +120 +30 +1 \(1 failed\) +\$0 +\$0\.00006000$/);
    assert.match(text, /Unpriced models \(counted as \$0\): compatible:qwen\./);
  });

  it('folds tools beyond maxTools into one line', () => {
    const text = formatLedgerSummary(run().summary(), { maxTools: 1, currencySymbol: 'USD ' });
    assert.match(text, /\(1 more\) +120 +30 +1 +USD 0 +USD 0\.00006000/);
    assert.doesNotMatch(text, /get_weather/);
  });
});
