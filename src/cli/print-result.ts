import type { CliIo } from './cli-io.ts';

/** Writes `value` as pretty JSON followed by a newline. */
export function printJson(io: CliIo, value: unknown): void {
  io.out(`${JSON.stringify(value, null, 2)}\n`);
}
