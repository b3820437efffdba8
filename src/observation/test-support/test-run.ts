import type { RunContext } from '../../agent/run-context.ts';
import { createTraceRecorder } from '../../agent/trace.ts';
import { CostLedger } from '../../ledger/cost-ledger.ts';
import { createTokenCounter } from '../../ledger/token-counter.ts';
import type { ScriptedLanguageModel } from '../../testing/scripted-language-model.ts';

/** A run context around a scripted model, for testing parts of a run without `runAgent`. */
export function testRun(model: ScriptedLanguageModel): RunContext {
  return {
    model: { model, provider: 'scripted', modelId: 'scripted-model' },
    ledger: new CostLedger({ prices: { 'scripted:scripted-model': { inputPerMTok: 1, outputPerMTok: 2 } } }),
    tokens: createTokenCounter(),
    trace: createTraceRecorder(),
    progress: { steps: 0, lastText: '', calls: [] },
  };
}
