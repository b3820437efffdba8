import type { AgentModel } from '../../agent/agent-model.ts';
import type { MetaTool } from '../../agent/meta-tool.ts';
import type { Strategy, StrategyContext } from '../../agent/strategy.ts';
import { JsSandbox } from '../../sandbox/js-sandbox.ts';
import { candidateTools } from '../shared/candidate-tools.ts';
import { callThroughUseToolMessage, groundingSystemPrompt } from './conagents-prompts.ts';
import { createFindToolsMetaTool } from './find-tools-meta-tool.ts';
import { createUseToolMetaTool } from './use-tool-meta-tool.ts';

/** Options of {@link createConAgentsStrategy}. */
export interface ConAgentsStrategyOptions {
  /**
   * Models of the execution and observing roles; the grounding role is the run's model.
   * @default the run's model for both
   */
  models?: { execution?: AgentModel; observer?: AgentModel };
  /** Execution attempts per `use_tool`: the first, then one per calibration from a tool error. @default 3 */
  maxExecutionTries?: number;
  /** Extraction attempts per long result: the first, then one per calibration from a sandbox error. @default 3 */
  maxExtractionTries?: number;
  /** Results of more tokens are long and go to the observing role. @default 500 */
  maxResultTokens?: number;
  /** Candidate tools listed by name in the grounding prompt; larger libraries are searched. @default 40 */
  listToolsUpTo?: number;
  /** Tools per query of `search_tools`. @default 5 */
  topK?: number;
  /** The sandbox extraction code runs in. @default one per strategy, loaded on first use */
  sandbox?: JsSandbox;
}

/**
 * `conagents` (Shi et al. 2024, ConAgents): three cooperating roles, each with its own prompt and optionally
 * its own model. The grounding role (the run's model, in the agent loop) picks the next tool and states the
 * wanted output through `use_tool`; the execution role fills in the arguments from the tool's documentation
 * and calibrates them from tool errors; the observing role turns a long result into the wanted output with
 * extraction code, written against the result's pseudo-schema, run in the sandbox and calibrated from its
 * errors. Small libraries are listed in the grounding prompt by name, large ones searched with
 * `search_tools`. Every role's calls and every calibration round are in the trace and the ledger.
 */
export function createConAgentsStrategy(options: ConAgentsStrategyOptions = {}): Strategy {
  const {
    maxExecutionTries = 3,
    maxExtractionTries = 3,
    maxResultTokens = 500,
    listToolsUpTo = 40,
    topK = 5,
  } = options;
  let sandbox = options.sandbox;
  return {
    name: 'conagents',
    description:
      'Grounding, execution and observing roles: arguments calibrated from tool errors, long results reduced by sandboxed extraction code.',
    async start(context: StrategyContext) {
      sandbox ??= new JsSandbox();
      const candidates = candidateTools(context);
      const listed = candidates.length <= listToolsUpTo;
      const metaTools: MetaTool[] = [
        createUseToolMetaTool(context, {
          maxExecutionTries,
          maxExtractionTries,
          maxResultTokens,
          sandbox,
          canSearch: !listed,
          ...(options.models?.execution && { executionModel: options.models.execution }),
          ...(options.models?.observer && { observerModel: options.models.observer }),
        }),
      ];
      if (!listed) metaTools.push(createFindToolsMetaTool(context, { topK }));
      context.run.trace.emit({
        type: 'strategy',
        strategy: 'conagents',
        detail: listed
          ? `${candidates.length} tools listed for grounding`
          : `${candidates.length} tools, searched`,
        data: { tools: listed ? candidates.map((t) => t.name) : [], search: !listed },
      });
      return {
        system: groundingSystemPrompt({
          ...(listed && { tools: candidates.map((t) => ({ name: t.name, description: t.description })) }),
          libraryTools: candidates.length,
        }),
        visibleTools: () => [],
        metaTools,
        unknownToolHint: callThroughUseToolMessage,
      };
    },
  };
}
