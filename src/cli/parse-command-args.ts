import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { UsageError } from './usage-error.ts';

/** Options every command takes. */
export const COMMON_OPTIONS = {
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  library: { type: 'string' },
} as const satisfies ParseArgsOptionsConfig;

/** Parses one command's arguments strictly; unknown options and stray positionals become `UsageError`s. */
export function parseCommandArgs<O extends ParseArgsOptionsConfig>(
  args: string[],
  options: O,
  help: string,
): {
  values: ReturnType<
    typeof parseArgs<{ options: O & typeof COMMON_OPTIONS; allowPositionals: true; strict: true }>
  >['values'];
  positionals: string[];
} {
  try {
    const parsed = parseArgs({
      args,
      options: { ...COMMON_OPTIONS, ...options },
      allowPositionals: true,
      strict: true,
    });
    return { values: parsed.values as never, positionals: parsed.positionals };
  } catch (error) {
    throw new UsageError(
      error instanceof Error ? error.message.replace(/\. To specify a positional.*$/s, '') : String(error),
      help,
    );
  }
}

/** Parses a number option, naming the option when it is not a number in range. */
export function numberOption(
  value: string | undefined,
  name: string,
  range: { min?: number; max?: number; integer?: boolean } = {},
): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  const { min = -Infinity, max = Infinity, integer = false } = range;
  if (value.trim() === '' || !Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n))) {
    const what = integer ? 'an integer' : 'a number';
    const bounds =
      min > -Infinity && max < Infinity ? ` from ${min} to ${max}` : min > -Infinity ? ` >= ${min}` : '';
    throw new UsageError(`--${name} takes ${what}${bounds}, got '${value}'`);
  }
  return n;
}
