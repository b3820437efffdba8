import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { openCliLibrary } from '../../open-cli-library.ts';
import { parseCommandArgs } from '../../parse-command-args.ts';
import { printJson } from '../../print-result.ts';
import { UsageError } from '../../usage-error.ts';
import { LIBRARY_HELP } from './library-help.ts';
import { showHelp } from './show-help.ts';

/** Removes tools or whole sources (`toolwise library remove`). */
export async function libraryRemove(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { source: { type: 'string' } }, LIBRARY_HELP);
  if (values.help) return showHelp(io);
  if (positionals.length === 0 && values.source === undefined)
    throw new UsageError('library remove needs tool names or --source <id>', LIBRARY_HELP);
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read' });
  try {
    for (const name of positionals) library.require(name); // all or nothing: check every name first
    const removed = [
      ...positionals.map((n) => library.remove(n).name),
      ...(values.source !== undefined ? library.removeSource(values.source) : []),
    ];
    if (values.json) printJson(io, { removed });
    else io.out(removed.length ? `Removed ${removed.join(', ')}\n` : 'Nothing to remove.\n');
    return EXIT.ok;
  } finally {
    library.close();
  }
}
