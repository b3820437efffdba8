import { formatBytes } from './format-bytes.ts';
import type { SandboxLimits } from './sandbox-limits.ts';
import type { SandboxFailure } from './sandbox-result.ts';

/**
 * The failure of a run in which the engine itself failed on the host side: a host stack overflow (deep
 * recursion that outran the host's stack before the VM's limit) is `stack_overflow`, anything else
 * `internal_error`.
 */
export function hostFailure(error: unknown, limits: SandboxLimits): SandboxFailure {
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return {
      code: 'stack_overflow',
      message: `Sandbox stack limit of ${formatBytes(limits.maxStackBytes)} exceeded (stack overflow; unbounded recursion?).`,
    };
  }
  return {
    code: 'internal_error',
    message: `The sandbox engine failed (${error instanceof Error ? error.message : String(error)}); it was reset.`,
  };
}
