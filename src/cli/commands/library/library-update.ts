import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidArgumentError } from '../../../errors/invalid-argument-error.ts';
import { JsSandbox } from '../../../sandbox/js-sandbox.ts';
import { formatGeneratedToolRejection } from '../../../sources/generated/generated-tool-outcome.ts';
import { GENERATED_SOURCE_TYPE } from '../../../sources/generated/generated-source.ts';
import { updateGeneratedTool } from '../../../sources/generated/update-generated-tool.ts';
import type { SyncReport } from '../../../library/sync-report.ts';
import { loadSource } from '../../../sources/load-source.ts';
import { McpConnectionPool } from '../../../sources/mcp/index.ts';
import type { ToolDefinitionInput } from '../../../tool/tool-definition.ts';
import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { openCliLibrary } from '../../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../../parse-command-args.ts';
import { printJson } from '../../print-result.ts';
import { UsageError } from '../../usage-error.ts';
import { LIBRARY_HELP } from './library-help.ts';
import { printSyncReport } from './print-sync-report.ts';
import { readJsonArgument } from '../../read-json-argument.ts';
import { showHelp } from './show-help.ts';
import { singleName } from './single-name.ts';

/** Changes a tool, or loads sources again (`toolwise library update`). */
export async function libraryUpdate(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      description: { type: 'string' },
      cost: { type: 'string' },
      tags: { type: 'string' },
      set: { type: 'string' },
      code: { type: 'string' },
      source: { type: 'string' },
      all: { type: 'boolean' },
    },
    LIBRARY_HELP,
  );
  if (values.help) return showHelp(io);
  if (values.source !== undefined || values.all) {
    if (positionals.length) throw new UsageError('update --source/--all takes no tool name', LIBRARY_HELP);
    return resync(io, values.library, values.source, values.json ?? false);
  }
  const name = singleName(positionals, 'library update <name>');
  if (values.code !== undefined) return updateCode(io, values.library, name, values, values.json ?? false);
  const patch: Partial<ToolDefinitionInput> = values.set
    ? (readJsonArgument(values.set, '--set', io) as Partial<ToolDefinitionInput>)
    : {};
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
    throw new InvalidArgumentError({
      argument: '--set',
      message: 'must be a JSON object of the fields to replace',
    });
  }
  if (values.description !== undefined) patch.description = values.description;
  const cost = numberOption(values.cost, 'cost', { min: 0 });
  if (cost !== undefined) patch.cost = cost;
  if (values.tags !== undefined)
    patch.tags = values.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean);
  if (Object.keys(patch).length === 0)
    throw new UsageError(
      'nothing to update: give --description, --cost, --tags, --set or --code',
      LIBRARY_HELP,
    );
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read' });
  try {
    const current = library.require(name);
    if (current.source.type === GENERATED_SOURCE_TYPE && (patch.source || patch.inputSchema)) {
      throw new InvalidArgumentError({
        argument: '--set',
        message: `'${name}' is a generated tool: change its code with --code, which checks its examples again`,
      });
    }
    const before = current.version;
    const tool = library.update(name, patch);
    if (values.json) printJson(io, tool);
    else
      io.out(
        tool.version === before
          ? `${name} unchanged (version ${before})\n`
          : `${name} updated to version ${tool.version}\n`,
      );
    return EXIT.ok;
  } finally {
    library.close();
  }
}

async function resync(
  io: CliIo,
  libraryPath: string | undefined,
  sourceId: string | undefined,
  json: boolean,
): Promise<number> {
  const library = await openCliLibrary(io, { flag: libraryPath, mode: 'read' });
  const pool = new McpConnectionPool();
  try {
    const sources = library.sources().filter((s) => sourceId === undefined || s.sourceId === sourceId);
    if (sourceId !== undefined && sources.length === 0) {
      throw new InvalidArgumentError({
        argument: '--source',
        message: `no source '${sourceId}' in the library (see 'toolwise library list --sources')`,
      });
    }
    const reports: SyncReport[] = [];
    for (const source of sources) {
      if (!source.origin) {
        if (sourceId !== undefined)
          throw new InvalidArgumentError({
            argument: '--source',
            message: `'${sourceId}' was not added from a source toolwise can load again`,
          });
        continue;
      }
      reports.push(
        library.syncSource(await loadSource(source.origin, { mcpPool: pool }), { origin: source.origin }),
      );
    }
    if (json) printJson(io, reports);
    else for (const r of reports) printSyncReport(io, r);
    return EXIT.ok;
  } finally {
    await pool.close();
    library.close();
  }
}

/** `library update <generated tool> --code <js | @file> [--description <text>]`: the staged checks run again. */
async function updateCode(
  io: CliIo,
  libraryPath: string | undefined,
  name: string,
  values: { code?: string | undefined; description?: string | undefined },
  json: boolean,
): Promise<number> {
  const code = readTextArgument(values.code!, '--code', io);
  const library = await openCliLibrary(io, { flag: libraryPath, mode: 'read' });
  const sandbox = new JsSandbox();
  try {
    const outcome = await updateGeneratedTool(
      library,
      name,
      { code, ...(values.description !== undefined && { description: values.description }) },
      { sandbox },
    );
    if (!outcome.ok) {
      io.err(`${formatGeneratedToolRejection(name, outcome)}\n`);
      return EXIT.badInput;
    }
    if (json) printJson(io, outcome.tool);
    else io.out(`${name} updated to version ${outcome.tool.version} (its examples pass)\n`);
    return EXIT.ok;
  } finally {
    sandbox.dispose();
    library.close();
  }
}

function readTextArgument(value: string, name: string, io: CliIo): string {
  if (!value.startsWith('@')) return value;
  const path = resolve(io.cwd, value.slice(1));
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    throw new InvalidArgumentError({
      argument: name,
      message: `cannot read ${path} (${(error as Error).message})`,
    });
  }
}
