import { JsSandbox, type SandboxRunOptions } from './js-sandbox.ts';
import type { SandboxResult } from './sandbox-result.ts';

/**
 * Runs one piece of code in the sandbox (see {@link JsSandbox.run}). Give `sandbox` to reuse a loaded
 * engine; without it a sandbox is created for this run and disposed after it.
 */
export async function runInSandbox(
  options: SandboxRunOptions & { sandbox?: JsSandbox },
): Promise<SandboxResult> {
  const { sandbox, ...run } = options;
  const own = sandbox ? undefined : new JsSandbox();
  try {
    return await (sandbox ?? (own as JsSandbox)).run(run);
  } finally {
    own?.dispose();
  }
}
