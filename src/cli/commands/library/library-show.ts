import { InvalidArgumentError } from '../../../errors/invalid-argument-error.ts';
import { GENERATED_SOURCE_TYPE, readGeneratedConfig } from '../../../sources/generated/generated-source.ts';
import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { openCliLibrary } from '../../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../../parse-command-args.ts';
import { printJson } from '../../print-result.ts';
import { LIBRARY_HELP } from './library-help.ts';
import { showHelp } from './show-help.ts';
import { singleName } from './single-name.ts';

/** Shows one tool (`toolwise library show`). */
export async function libraryShow(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, { version: { type: 'string' } }, LIBRARY_HELP);
  if (values.help) return showHelp(io);
  const name = singleName(positionals, 'library show <name>');
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read' });
  try {
    const version = numberOption(values.version, 'version', { min: 1, integer: true });
    if (version !== undefined) {
      const entry = library.history(name).find((h) => h.version === version);
      if (!entry)
        throw new InvalidArgumentError({
          argument: '--version',
          message: `tool '${name}' has no version ${version}`,
        });
      printJson(io, {
        ...entry.definition,
        version: entry.version,
        change: entry.change,
        writtenAt: entry.writtenAt,
      });
      return EXIT.ok;
    }
    const tool = library.require(name);
    if (values.json) {
      printJson(io, tool);
    } else {
      io.out(
        `${tool.name} (version ${tool.version}, from ${tool.source.type} ${tool.source.id})\n\n${tool.description}\n\n`,
      );
      io.out(`Input schema:\n${JSON.stringify(tool.inputSchema, null, 2)}\n`);
      if (tool.outputSchema) io.out(`\nOutput schema:\n${JSON.stringify(tool.outputSchema, null, 2)}\n`);
      const generated =
        tool.source.type === GENERATED_SOURCE_TYPE ? readGeneratedConfig(tool.source.config) : undefined;
      if (generated && typeof generated !== 'string') {
        io.out(`\nCode (runs only in the sandbox, as ${generated.entry}(input)):\n${generated.code}\n`);
        io.out(
          `\nExamples it passes:\n${generated.examples.map((e) => `  ${JSON.stringify(e.input)} -> ${JSON.stringify(e.expected)}`).join('\n')}\n`,
        );
      }
      io.out(
        `\nCost per call: ${tool.cost}   Tags: ${tool.tags.join(', ') || '-'}   Updated: ${tool.updatedAt}\n`,
      );
    }
    return EXIT.ok;
  } finally {
    library.close();
  }
}
