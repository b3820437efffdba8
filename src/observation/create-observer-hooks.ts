import type { AgentModel } from '../agent/agent-model.ts';
import type { RunContext } from '../agent/run-context.ts';
import type { RunHooks, ToolCallRequest } from '../agent/run-hooks.ts';
import { JsSandbox } from '../sandbox/js-sandbox.ts';
import type { SandboxLimits } from '../sandbox/sandbox-limits.ts';
import { observeResult } from './observe-result.ts';
import type { PseudoSchemaOptions } from './pseudo-schema.ts';

/** Options of {@link createObserverHooks}. */
export interface ObserverHooksOptions {
  /** The run whose tool results are observed (model calls go to its ledger and trace). */
  run: RunContext;
  /** The observing role's model. @default the run's model */
  model?: AgentModel;
  /** Code-writing attempts per long result. @default 3 */
  maxTries?: number;
  /** Results of more tokens are long. @default 500 */
  maxResultTokens?: number;
  /** What is wanted from a call's result, when known (e.g. from the task). @default unknown */
  wanted?: (request: ToolCallRequest) => string | undefined;
  /** The sandbox extraction code runs in. @default a sandbox of the hooks' own, loaded on first use */
  sandbox?: JsSandbox;
  /** Limits of the extraction runs. @default see `observeResult` */
  limits?: Partial<SandboxLimits>;
  /** Options of the pseudo-schema. @default {} */
  schema?: PseudoSchemaOptions;
  /** Observe meta-tool results too. @default false */
  observeMetaTools?: boolean;
}

/**
 * Run hooks that put ConAgents' observing agent between every successful library-tool call and the model:
 * a long result is replaced by the value that extraction code, written by the model against the result's
 * pseudo-schema and run in the sandbox, pulls out of it (see `observeResult`). Short results, failures and
 * meta-tool results pass through.
 */
export function createObserverHooks(options: ObserverHooksOptions): RunHooks {
  const sandbox = options.sandbox ?? new JsSandbox();
  return {
    async afterToolCall(request, outcome) {
      if (!outcome.ok || (request.meta && !options.observeMetaTools)) return undefined;
      const wanted = options.wanted?.(request);
      const observation = await observeResult({
        run: options.run,
        sandbox,
        tool: request.tool,
        input: request.input,
        output: outcome.output,
        text: outcome.text,
        step: request.step,
        ...(wanted !== undefined && { wanted }),
        ...(options.model && { model: options.model }),
        ...(options.maxTries !== undefined && { maxTries: options.maxTries }),
        ...(options.maxResultTokens !== undefined && { maxResultTokens: options.maxResultTokens }),
        ...(options.limits && { limits: options.limits }),
        ...(options.schema && { schema: options.schema }),
      });
      return observation.observed ? observation.text : undefined;
    },
  };
}
