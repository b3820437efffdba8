import { agentPreamble, stepByStepInstruction } from '../shared/shared-prompts.ts';

/** The system prompt of `all-tools` and `cot-tools`. */
export function allToolsPrompt(options: { stepByStep: boolean }): string {
  return options.stepByStep ? `${agentPreamble()}\n\n${stepByStepInstruction()}` : agentPreamble();
}
