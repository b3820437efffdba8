import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { formatBytes } from './format-bytes.ts';
import type { SandboxLimits } from './sandbox-limits.ts';

/** The largest stack limit accepted: QuickJS's stack check breaks beyond the WebAssembly stack's size. */
export const MAX_STACK_BYTES = 2 * 1024 * 1024;

/** The limits `base` with the ones `overrides` sets (undefined ones ignored), checked. */
export function resolveLimits(base: SandboxLimits, overrides: Partial<SandboxLimits>): SandboxLimits {
  return checkLimits({ ...base, ...pickLimits(overrides) });
}

function pickLimits(options: Partial<SandboxLimits>): Partial<SandboxLimits> {
  const picked: Partial<SandboxLimits> = {};
  for (const key of ['timeoutMs', 'memoryBytes', 'maxStackBytes', 'maxOutputBytes'] as const) {
    if (options[key] !== undefined) picked[key] = options[key];
  }
  return picked;
}

/** `limits`, after checking each is a positive number and the stack limit is not above {@link MAX_STACK_BYTES}. */
export function checkLimits(limits: SandboxLimits): SandboxLimits {
  for (const [key, value] of Object.entries(limits)) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
      throw new InvalidArgumentError({
        argument: key,
        message: `must be a positive number, got ${String(value)}`,
      });
    }
  }
  if (limits.maxStackBytes > MAX_STACK_BYTES) {
    throw new InvalidArgumentError({
      argument: 'maxStackBytes',
      message: `must be at most ${formatBytes(MAX_STACK_BYTES)} (the engine's own stack is not larger), got ${formatBytes(limits.maxStackBytes)}`,
    });
  }
  return limits;
}
