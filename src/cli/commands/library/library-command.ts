import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { UsageError } from '../../usage-error.ts';
import { libraryAdd } from './library-add.ts';
import { LIBRARY_HELP } from './library-help.ts';
import { libraryHistory } from './library-history.ts';
import { libraryList } from './library-list.ts';
import { libraryRemove } from './library-remove.ts';
import { libraryShow } from './library-show.ts';
import { libraryUpdate } from './library-update.ts';

/** `toolwise library ...` */
export async function libraryCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  switch (sub) {
    case 'add':
      return libraryAdd(rest, io);
    case 'list':
      return libraryList(rest, io);
    case 'show':
      return libraryShow(rest, io);
    case 'update':
      return libraryUpdate(rest, io);
    case 'remove':
      return libraryRemove(rest, io);
    case 'history':
      return libraryHistory(rest, io);
    case undefined:
    case '--help':
    case '-h':
    case 'help':
      io.out(LIBRARY_HELP);
      return sub === undefined ? EXIT.badInput : EXIT.ok;
    default:
      throw new UsageError(`unknown library command '${sub}'`, LIBRARY_HELP);
  }
}
