export { JsSandbox } from './js-sandbox.ts';
export type { JsSandboxOptions, SandboxRunOptions } from './js-sandbox.ts';
export { runInSandbox } from './run-in-sandbox.ts';
export { DEFAULT_SANDBOX_LIMITS } from './sandbox-limits.ts';
export type { SandboxLimits } from './sandbox-limits.ts';
export type { SandboxFailure, SandboxFailureCode, SandboxResult } from './sandbox-result.ts';
export { SandboxUnavailableError } from './sandbox-unavailable-error.ts';
