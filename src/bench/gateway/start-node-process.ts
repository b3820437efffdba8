import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** A helper process that serves on a URL. */
export interface NodeProcess {
  /** The URL it printed. */
  url: string;
  /** Stops it: closes its stdin, then SIGTERM, then SIGKILL. */
  stop(): Promise<void>;
}

/**
 * Starts `entry` (a module of this package) with this Node and waits for the `{"url": ...}` line it prints
 * first. Rejects with its stderr when it exits first or does not answer within `timeoutMs`.
 */
export async function startNodeProcess(options: {
  entry: string;
  args?: string[];
  timeoutMs?: number;
}): Promise<NodeProcess> {
  const { entry, args = [], timeoutMs = 20_000 } = options;
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', entry, ...args], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = () => stopChild(child);
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
      child.once('exit', (code) => reject(new Error(`it exited with code ${code}`)));
      child.once('error', reject);
      createInterface({ input: child.stdout as NodeJS.ReadableStream }).once('line', (line) => {
        clearTimeout(timer);
        try {
          resolve((JSON.parse(line) as { url: string }).url);
        } catch {
          reject(new Error(`it printed ${JSON.stringify(line)} instead of its URL`));
        }
      });
    });
    return { url, stop };
  } catch (error) {
    await stop();
    throw new Error(
      `Could not start ${entry}: ${error instanceof Error ? error.message : String(error)}${stderr ? `; stderr: ${stderr.trim()}` : ''}`,
      { cause: error },
    );
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const wait = (ms: number) =>
    Promise.race([
      exited.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref()),
    ]);
  child.stdin?.end();
  if (await wait(2000)) return;
  child.kill('SIGTERM');
  if (await wait(2000)) return;
  child.kill('SIGKILL');
  await exited;
}
