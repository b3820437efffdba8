import { agentPreamble } from '../shared/shared-prompts.ts';

/** The name of EcoAct's meta-tool. */
export const REGISTER_TOOL_NAME = 'register_tool';

/**
 * The system prompt of `ecoact`: the candidate tools by name only, and how to register one to get its
 * full definition (EcoAct, Zhang et al. 2024).
 */
export function ecoactPrompt(toolNames: readonly string[]): string {
  return [
    agentPreamble(),
    `You have a library of tools, listed below by name only. To use a tool, first call ${REGISTER_TOOL_NAME} with its name: that adds the tool's full definition (description and parameters) to your tools. Register only the tools the task needs, one at a time, then call them.`,
    `Tools: ${toolNames.join(', ')}`,
  ].join('\n\n');
}

/** The description of the `register_tool` meta-tool. */
export function registerToolDescription(): string {
  return 'Register a tool from the library by its exact name, so that you can call it. Returns its description.';
}

/** What the model reads after a successful registration. */
export function registeredMessage(name: string, description: string): string {
  return `Registered '${name}': ${description} You can call it now.`;
}

/** What the model reads when it calls a tool it has not registered. */
export function notRegisteredMessage(name: string): string {
  return `The tool '${name}' is not registered yet. Call ${REGISTER_TOOL_NAME} with tool_name '${name}' first.`;
}

/** What the model reads when it tries to register a name that is not a candidate. */
export function unknownCandidateMessage(name: string, closest: readonly string[]): string {
  const hint = closest.length ? ` Did you mean ${closest.map((n) => `'${n}'`).join(', ')}?` : '';
  return `There is no tool named '${name}' in the list.${hint}`;
}
