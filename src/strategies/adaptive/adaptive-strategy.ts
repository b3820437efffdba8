import type { Strategy, StrategyContext } from '../../agent/strategy.ts';
import { createAllToolsStrategy } from '../all-tools/all-tools-strategy.ts';
import { ecoactStrategy } from '../ecoact/ecoact-strategy.ts';
import { candidateTools } from '../shared/candidate-tools.ts';
import { createTulipStrategy } from '../tulip/tulip-strategy.ts';
import { chooseStrategy } from './choose-strategy.ts';
import { estimateStrategyCosts, type CostedStrategy } from './estimate-strategy-costs.ts';

/** Options of {@link createAdaptiveStrategy}. */
export interface AdaptiveStrategyOptions {
  /** Library tool calls a task is assumed to need (see `estimateStrategyCosts`). @default 2 */
  expectedToolCalls?: number;
  /** Tokens one tool call and its result are assumed to add to the conversation. @default 40 */
  toolCallTokens?: number;
  /**
   * The search strategy to consider for large tool sets. `tulip` costs a decomposition call but finds a tool
   * per subtask and can search again; `tulip-minimal` searches once with the whole task and can miss the
   * tools of later steps. @default 'tulip'
   */
  search?: 'tulip' | 'tulip-minimal';
  /** Tools kept per search, for the estimate and the search strategy. @default 5 */
  topK?: number;
  /** `ecoact` is considered only for more candidate tools than this (EcoAct's break-even). @default 10 */
  ecoactMinTools?: number;
  /** The search strategy is considered only for more candidate tools than this. @default 20 */
  searchMinTools?: number;
}

/**
 * `adaptive`: per task, the cheapest way to give the model its tools. Before the first model call it
 * estimates the prompt tokens of the whole run under `all-tools`, `ecoact` and a tulip search strategy
 * from the candidates' definition sizes (`estimateStrategyCosts`), picks the cheapest allowed one
 * (`chooseStrategy`: no EcoAct below its break-even, no search for small sets, no all-tools above the
 * provider's tool limit), traces the choice, the estimates and the reason as a `strategy` event, and hands
 * the run to that strategy.
 */
export function createAdaptiveStrategy(options: AdaptiveStrategyOptions = {}): Strategy {
  const { search = 'tulip', topK = 5 } = options;
  return {
    name: 'adaptive',
    description:
      'Per task, the cheapest of all-tools, ecoact and tulip by a token estimate made before the run.',
    async start(context: StrategyContext) {
      const tools = candidateTools(context);
      const estimates = estimateStrategyCosts({
        tools,
        tokens: context.run.tokens,
        taskTokens: context.run.tokens.countTokens(context.task),
        topK,
        ...(options.expectedToolCalls !== undefined && { expectedToolCalls: options.expectedToolCalls }),
        ...(options.toolCallTokens !== undefined && { toolCallTokens: options.toolCallTokens }),
      });
      const decision = chooseStrategy({
        estimates,
        toolCount: tools.length,
        search,
        ...(options.ecoactMinTools !== undefined && { ecoactMinTools: options.ecoactMinTools }),
        ...(options.searchMinTools !== undefined && { searchMinTools: options.searchMinTools }),
        ...(context.run.model.maxTools !== undefined && { maxTools: context.run.model.maxTools }),
      });
      context.run.trace.emit({
        type: 'strategy',
        strategy: 'adaptive',
        detail: `chose ${decision.choice}: ${decision.reason}`,
        data: {
          choice: decision.choice,
          reason: decision.reason,
          tools: tools.length,
          allowed: decision.allowed,
          estimates,
        },
      });
      return delegate(decision.choice, topK).start(context);
    },
  };
}

function delegate(choice: CostedStrategy, topK: number): Strategy {
  switch (choice) {
    case 'all-tools':
      return createAllToolsStrategy();
    case 'ecoact':
      return ecoactStrategy;
    case 'tulip-minimal':
      return createTulipStrategy({ variant: 'minimal', topK });
    case 'tulip':
      return createTulipStrategy({ topK });
  }
}
