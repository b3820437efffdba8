import { UsageError } from './usage-error.ts';

/** Splits a command line into command and arguments, honouring single and double quotes. */
export function splitCommandLine(line: string): { command: string; args: string[] } {
  const words = [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
  const [command, ...args] = words;
  if (!command) throw new UsageError('--mcp needs a command line');
  return { command, args };
}
