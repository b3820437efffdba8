import type { ChildProcess } from 'node:child_process';

/** Options of {@link stopChildProcess}. */
export interface StopChildProcessOptions {
  /** How long each step waits for the process to exit, in ms. */
  graceMs: number;
  /** Close stdin and wait before signalling, the polite way; false sends SIGTERM at once. @default true */
  closeStdinFirst?: boolean;
}

/**
 * Stops a child process the way the MCP stdio transport asks for: close its stdin, wait, send SIGTERM,
 * wait, send SIGKILL. Resolves once the process has exited (or SIGKILL has had its grace period).
 */
export async function stopChildProcess(child: ChildProcess, options: StopChildProcessOptions): Promise<void> {
  const { graceMs, closeStdinFirst = true } = options;
  if (hasExited(child)) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.stdin?.end();
  const steps = closeStdinFirst
    ? ([undefined, 'SIGTERM', 'SIGKILL'] as const)
    : (['SIGTERM', 'SIGKILL'] as const);
  for (const signal of steps) {
    if (signal) child.kill(signal);
    if (await settlesWithin(exited, graceMs)) return;
  }
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

async function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
