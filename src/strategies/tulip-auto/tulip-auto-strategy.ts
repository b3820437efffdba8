import type { Strategy, StrategyContext } from '../../agent/strategy.ts';
import { JsSandbox } from '../../sandbox/js-sandbox.ts';
import type { SandboxLimits } from '../../sandbox/sandbox-limits.ts';
import { createTulipStrategy, type TulipStrategyOptions } from '../tulip/tulip-strategy.ts';
import { createToolMakingMetaTools } from './tool-making-meta-tools.ts';
import { toolMakingInstructions } from './tulip-auto-prompts.ts';

/** Options of {@link createTulipAutoStrategy}: tulip's (the `decompose` flow), and the sandbox's. */
export interface TulipAutoStrategyOptions extends Omit<TulipStrategyOptions, 'variant'> {
  /** The sandbox generated tools are checked in. @default one per strategy, loaded on first use */
  sandbox?: JsSandbox;
  /** Limits of each example run of a generated tool. @default the sandbox's (1 s, 32 MiB, 1 MiB of output) */
  limits?: Partial<SandboxLimits>;
}

/**
 * `tulip-auto`, the AutoTulipAgent (Ocker et al. 2024): tulip (decompose, search per subtask,
 * `search_tools`) plus create, update and delete of tools as meta-tools (`create_tool`, `update_tool`,
 * `delete_tool`, and `show_tool` to read one). A tool the model writes is JavaScript with a JSON Schema and
 * examples, stored in the library (source type `generated`, versioned, searchable) only after it parses,
 * declares a valid schema and passes its examples in the sandbox; it runs only in the sandbox (through the
 * `generated` handler resolver, which `createSourceResolvers` includes). Tools it creates are visible at
 * once and stay in the library for later runs.
 */
export function createTulipAutoStrategy(options: TulipAutoStrategyOptions = {}): Strategy {
  const { sandbox: given, limits, ...tulipOptions } = options;
  const tulip = createTulipStrategy({ ...tulipOptions, variant: 'decompose' });
  let sandbox = given;
  return {
    name: 'tulip-auto',
    description:
      'As tulip, and the model may create, update and delete tools (sandboxed JavaScript, checked on examples).',
    async start(context: StrategyContext) {
      sandbox ??= new JsSandbox();
      const session = await tulip.start(context);
      const stored: string[] = [];
      const makers = createToolMakingMetaTools(context, {
        sandbox,
        ...(limits && { limits }),
        reserved: (session.metaTools ?? []).map((m) => m.definition.name),
        onStored: (name) => {
          if (!stored.includes(name)) stored.push(name);
        },
        onDeleted: (name) => {
          const i = stored.indexOf(name);
          if (i >= 0) stored.splice(i, 1);
        },
      });
      return {
        ...session,
        system: `${session.system}\n\n${toolMakingInstructions()}`,
        visibleTools: () => [...new Set([...session.visibleTools(), ...stored])],
        metaTools: [...(session.metaTools ?? []), ...makers],
      };
    },
  };
}
