import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidArgumentError } from '../../errors/invalid-argument-error.ts';
import { ExperienceStore } from '../../experience/experience-store.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { formatTable } from '../format-table.ts';
import { openCliLibrary } from '../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

export const EXPERIENCE_HELP = `Usage: toolwise experience <command> [options]

The experience store: every tool call of every run (task, tool, arguments, result digest and size,
latency, fee, and whether it helped), kept in the library file. Budget plans are estimated from it.

Commands:
  list [--tool <name>] [--limit <n>]   Show recorded tool usages, oldest first
  export [--out <file>]                Write every usage as JSONL (to stdout without --out)
  import <file>                        Read usages from JSONL; usages already there are skipped.
                                       A malformed line fails the whole import, naming the line.

Every command takes --library <path> and --json.
`;

/** `toolwise experience ...` */
export async function experienceCommand(args: string[], io: CliIo): Promise<number> {
  const [sub, ...rest] = args;
  if (sub === undefined || sub === '--help' || sub === '-h' || sub === 'help') {
    io.out(EXPERIENCE_HELP);
    return sub === undefined ? EXIT.badInput : EXIT.ok;
  }
  if (!['list', 'export', 'import'].includes(sub))
    throw new UsageError(`unknown experience command '${sub}'`, EXPERIENCE_HELP);
  const { values, positionals } = parseCommandArgs(
    rest,
    { tool: { type: 'string' }, limit: { type: 'string' }, out: { type: 'string' } },
    EXPERIENCE_HELP,
  );
  if (values.help) {
    io.out(EXPERIENCE_HELP);
    return EXIT.ok;
  }
  const library = await openCliLibrary(io, {
    flag: values.library,
    mode: sub === 'import' ? 'write' : 'read',
  });
  const store = ExperienceStore.forLibrary(library);
  try {
    if (sub === 'import') {
      const [file, ...extra] = positionals;
      if (!file || extra.length)
        throw new UsageError('usage: toolwise experience import <file>', EXPERIENCE_HELP);
      const path = resolve(io.cwd, file);
      let text: string;
      try {
        text = readFileSync(path, 'utf8');
      } catch (error) {
        throw new InvalidArgumentError({
          argument: 'file',
          message: `cannot read ${path} (${(error as Error).message})`,
        });
      }
      const result = store.importJsonl(text);
      if (values.json) printJson(io, result);
      else io.out(`Imported ${result.imported} usages (${result.duplicates} already there).\n`);
      return EXIT.ok;
    }
    if (sub === 'export') {
      const jsonl = store.exportJsonl();
      if (values.out) {
        const path = resolve(io.cwd, values.out);
        writeFileSync(path, jsonl);
        io.err(`Wrote ${store.count()} usages to ${path}\n`);
      } else {
        io.out(jsonl);
      }
      return EXIT.ok;
    }
    const limit = numberOption(values.limit, 'limit', { min: 1, integer: true });
    const usages = store.usages({
      ...(values.tool !== undefined && { tool: values.tool }),
      ...(limit !== undefined && { limit }),
    });
    if (values.json) printJson(io, usages);
    else if (usages.length === 0) io.out('No usages recorded yet.\n');
    else {
      io.out(
        formatTable(
          ['WHEN', 'TOOL', 'OK', 'HELPFUL', 'FEE', 'TASK'],
          usages.map((u) => [
            u.recordedAt,
            u.tool,
            u.ok ? 'yes' : 'no',
            u.helpful ? 'yes' : 'no',
            String(u.fee),
            u.task,
          ]),
        ),
      );
    }
    return EXIT.ok;
  } finally {
    store.close();
    library.close();
  }
}
