import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { formatTable } from '../../format-table.ts';
import { openCliLibrary } from '../../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../../parse-command-args.ts';
import { printJson } from '../../print-result.ts';
import { LIBRARY_HELP } from './library-help.ts';
import { firstSentence } from '../../first-sentence.ts';
import { showHelp } from './show-help.ts';

/** Lists tools or sources (`toolwise library list`). */
export async function libraryList(args: string[], io: CliIo): Promise<number> {
  const { values } = parseCommandArgs(
    args,
    {
      source: { type: 'string' },
      type: { type: 'string' },
      tag: { type: 'string' },
      'name-contains': { type: 'string' },
      limit: { type: 'string' },
      sources: { type: 'boolean' },
    },
    LIBRARY_HELP,
  );
  if (values.help) return showHelp(io);
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read' });
  try {
    if (values.sources) {
      const sources = library.sources();
      if (values.json) printJson(io, sources);
      else
        io.out(
          formatTable(
            ['SOURCE', 'TYPE', 'TOOLS', 'SYNCED'],
            sources.map((s) => [s.sourceId, s.sourceType, String(s.tools), s.syncedAt ?? '-']),
            { maxWidth: 80 },
          ),
        );
      return EXIT.ok;
    }
    const limit = numberOption(values.limit, 'limit', { min: 0, integer: true });
    const tools = library.list({
      ...(values.source !== undefined && { source: values.source }),
      ...(values.type !== undefined && { sourceType: values.type }),
      ...(values.tag !== undefined && { tag: values.tag }),
      ...(values['name-contains'] !== undefined && { nameContains: values['name-contains'] }),
      ...(limit !== undefined && { limit }),
    });
    if (values.json) {
      printJson(io, tools);
    } else if (tools.length === 0) {
      io.out('No tools match.\n');
    } else {
      io.out(
        formatTable(
          ['NAME', 'VERSION', 'SOURCE', 'DESCRIPTION'],
          tools.map((t) => [t.name, String(t.version), t.source.id, firstSentence(t.description)]),
        ),
      );
      io.out(`${tools.length} tool${tools.length === 1 ? '' : 's'}\n`);
    }
    return EXIT.ok;
  } finally {
    library.close();
  }
}
