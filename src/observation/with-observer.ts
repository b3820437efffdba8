import { composeHooks } from '../agent/run-hooks.ts';
import type { Strategy } from '../agent/strategy.ts';
import { JsSandbox } from '../sandbox/js-sandbox.ts';
import { createObserverHooks, type ObserverHooksOptions } from './create-observer-hooks.ts';

/** Options of {@link withObserver}: those of the observer hooks, without the run (each run brings its own). */
export type WithObserverOptions = Omit<ObserverHooksOptions, 'run'>;

/**
 * The same strategy with ConAgents' observing agent on every library-tool result: long results are
 * replaced by what extraction code pulls out of them (see `createObserverHooks`). What is wanted defaults
 * to the information the run's task needs. The name gets a `+observer` suffix.
 */
export function withObserver(strategy: Strategy, options: WithObserverOptions = {}): Strategy {
  // One sandbox for all runs of the strategy, loaded on first use.
  const sandbox = options.sandbox ?? new JsSandbox();
  return {
    name: `${strategy.name}+observer`,
    description: `${strategy.description} Long tool results are reduced by extraction code run in a sandbox.`,
    async start(context) {
      const session = await strategy.start(context);
      const observer = createObserverHooks({
        wanted: () => `what the task needs from this result. The task: ${context.task}`,
        ...options,
        sandbox,
        run: context.run,
      });
      return { ...session, hooks: composeHooks([session.hooks, observer]) };
    },
  };
}
