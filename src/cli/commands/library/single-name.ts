import { UsageError } from '../../usage-error.ts';
import { LIBRARY_HELP } from './library-help.ts';

/** The one tool name a command takes; a `UsageError` showing `usage` when there is not exactly one. */
export function singleName(positionals: string[], usage: string): string {
  if (positionals.length !== 1 || !positionals[0])
    throw new UsageError(`usage: toolwise ${usage}`, LIBRARY_HELP);
  return positionals[0];
}
