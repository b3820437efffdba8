/** The opening every strategy's system prompt shares. */
export function agentPreamble(): string {
  return "You are a helpful assistant that solves the user's task. When a tool can compute or look up something, call it instead of guessing; use the results to answer. When you have the answer, reply with it in plain text and call no more tools.";
}

/** The step-by-step instruction of chain-of-thought tool use. */
export function stepByStepInstruction(): string {
  return 'Work step by step: first think about which steps the task needs, then carry them out one after another with the tools, checking each result before the next step.';
}
