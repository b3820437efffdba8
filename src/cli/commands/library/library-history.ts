import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { formatTable } from '../../format-table.ts';
import { openCliLibrary } from '../../open-cli-library.ts';
import { parseCommandArgs } from '../../parse-command-args.ts';
import { printJson } from '../../print-result.ts';
import { LIBRARY_HELP } from './library-help.ts';
import { firstSentence } from '../../first-sentence.ts';
import { showHelp } from './show-help.ts';
import { singleName } from './single-name.ts';

/** Lists a tool's versions (`toolwise library history`). */
export async function libraryHistory(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {}, LIBRARY_HELP);
  if (values.help) return showHelp(io);
  const name = singleName(positionals, 'library history <name>');
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read' });
  try {
    const versions = library.history(name);
    if (versions.length === 0) library.require(name);
    if (values.json) printJson(io, versions);
    else
      io.out(
        formatTable(
          ['VERSION', 'CHANGE', 'WRITTEN', 'DESCRIPTION'],
          versions.map((v) => [
            String(v.version),
            v.change,
            v.writtenAt,
            firstSentence(v.definition.description),
          ]),
        ),
      );
    return EXIT.ok;
  } finally {
    library.close();
  }
}
