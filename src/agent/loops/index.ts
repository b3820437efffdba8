export { createDfsdtLoop } from './dfsdt-loop.ts';
export type { DfsdtLoopOptions } from './dfsdt-loop.ts';
export { GIVE_UP_TOOL_NAME } from './dfsdt-prompts.ts';
export { LOOPS, loopByName } from './loop-registry.ts';
