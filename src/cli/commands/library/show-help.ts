import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { LIBRARY_HELP } from './library-help.ts';

/** Prints the help of `toolwise library` and returns success. */
export function showHelp(io: CliIo): number {
  io.out(LIBRARY_HELP);
  return EXIT.ok;
}
