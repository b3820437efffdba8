import type { QuickJSContext, QuickJSHandle } from 'quickjs-emscripten';
import { classifyVmError, type VmErrorStage } from './classify-vm-error.ts';
import type { SandboxLimits } from './sandbox-limits.ts';
import type { SandboxFailure } from './sandbox-result.ts';

/** Reads an exception handle of the VM (and disposes it) as a {@link SandboxFailure}; see `classifyVmError`. */
export function readVmFailure(
  ctx: QuickJSContext,
  handle: QuickJSHandle,
  context: { filename: string; limits: SandboxLimits; deadline: number; stage: VmErrorStage },
): SandboxFailure {
  let dumped: unknown;
  try {
    dumped = ctx.dump(handle);
  } catch {
    dumped = { name: 'Error', message: 'an exception that could not be read' };
  }
  if (handle.alive) handle.dispose();
  return classifyVmError(dumped, {
    filename: context.filename,
    limits: context.limits,
    timedOut: Date.now() >= context.deadline,
    stage: context.stage,
  });
}
