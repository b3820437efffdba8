import type { MetaTool } from '../../agent/meta-tool.ts';
import type { ModelTool } from '../../agent/model-tool.ts';
import type { Strategy, StrategyContext } from '../../agent/strategy.ts';
import { candidateTools } from '../shared/candidate-tools.ts';
import {
  ecoactPrompt,
  notRegisteredMessage,
  REGISTER_TOOL_NAME,
  registeredMessage,
  registerToolDescription,
  unknownCandidateMessage,
} from './ecoact-prompts.ts';

/**
 * `ecoact`: the model sees the candidate tools by name and one meta-tool, `register_tool`, which adds one
 * tool's full definition to its context for the rest of the run (EcoAct's lazy registration).
 */
export const ecoactStrategy: Strategy = {
  name: 'ecoact',
  description: 'Tool names only, and register_tool to load one definition at a time.',
  async start(context: StrategyContext) {
    const candidates = candidateTools(context);
    const byName = new Map(candidates.map((t) => [t.name, t]));
    const registered: string[] = [];
    const register: MetaTool = {
      definition: registerToolDefinition(),
      execute(input) {
        const name = String(input['tool_name']);
        const tool = byName.get(name);
        if (!tool) {
          const closest = [...byName.keys()].filter((n) => n.includes(name) || name.includes(n)).slice(0, 3);
          return { output: unknownCandidateMessage(name, closest), isError: true };
        }
        if (!registered.includes(name)) registered.push(name);
        context.run.trace.emit({
          type: 'strategy',
          strategy: 'ecoact',
          detail: `registered ${name}`,
          data: { registered: [...registered] },
        });
        return { output: registeredMessage(name, tool.description) };
      },
    };
    return {
      system: ecoactPrompt(candidates.map((t) => t.name)),
      visibleTools: () => registered,
      metaTools: [register],
      unknownToolHint: notRegisteredMessage,
    };
  },
};

/** The definition of the `register_tool` meta-tool, as the model sees it (also used for cost estimates). */
export function registerToolDefinition(): ModelTool {
  return {
    name: REGISTER_TOOL_NAME,
    description: registerToolDescription(),
    inputSchema: {
      type: 'object',
      properties: {
        tool_name: { type: 'string', description: 'The exact name of the tool to register.' },
      },
      required: ['tool_name'],
    },
  };
}
