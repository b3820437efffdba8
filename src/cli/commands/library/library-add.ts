import type { SyncReport } from '../../../library/sync-report.ts';
import { detectSourceOrigins, type DetectSourceOptions } from '../../../sources/detect-source-origin.ts';
import { loadSource } from '../../../sources/load-source.ts';
import { McpConnectionPool } from '../../../sources/mcp/index.ts';
import type { CliIo } from '../../cli-io.ts';
import { EXIT } from '../../exit-codes.ts';
import { openCliLibrary } from '../../open-cli-library.ts';
import { parseCommandArgs } from '../../parse-command-args.ts';
import { printJson } from '../../print-result.ts';
import { UsageError } from '../../usage-error.ts';
import { LIBRARY_HELP } from './library-help.ts';
import { printSyncReport } from './print-sync-report.ts';
import { splitCommandLine } from '../../split-command-line.ts';
import { showHelp } from './show-help.ts';

/** Adds the tools of sources to the library (`toolwise library add`). */
export async function libraryAdd(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      kind: { type: 'string' },
      mcp: { type: 'string' },
      'mcp-url': { type: 'string' },
      name: { type: 'string' },
      prefix: { type: 'string' },
      'base-url': { type: 'string' },
      'bearer-env': { type: 'string' },
      'api-key-header': { type: 'string' },
      format: { type: 'string' },
    },
    LIBRARY_HELP,
  );
  if (values.help) return showHelp(io);
  const loaderOptions: Record<string, unknown> = {};
  if (values['base-url']) loaderOptions['baseUrl'] = values['base-url'];
  if (values.format) loaderOptions['format'] = values.format;
  if (values.name) loaderOptions['name'] = values.name;
  if (values.prefix) loaderOptions['namePrefix'] = values.prefix;
  if (values['bearer-env']) loaderOptions['auth'] = { type: 'bearer', env: values['bearer-env'] };
  if (values['api-key-header']) {
    const [header, env] = values['api-key-header'].split('=');
    if (!header || !env)
      throw new UsageError('--api-key-header takes NAME=VAR, e.g. X-API-Key=PETSTORE_KEY', LIBRARY_HELP);
    loaderOptions['auth'] = { type: 'header', name: header, env };
  }
  const kinds = ['builtin', 'typescript', 'definitions', 'openapi', 'mcp'];
  if (values.kind && !kinds.includes(values.kind))
    throw new UsageError(`--kind takes one of ${kinds.join(', ')}`, LIBRARY_HELP);
  const detect: DetectSourceOptions = {
    cwd: io.cwd,
    loaderOptions,
    ...(values.kind && { kind: values.kind as never }),
  };

  const origins = positionals.flatMap((spec) => detectSourceOrigins(spec, detect));
  if (values.mcp || values['mcp-url']) {
    if (!values.name) throw new UsageError('--mcp and --mcp-url need --name <server name>', LIBRARY_HELP);
    const server = values.mcp ? { ...splitCommandLine(values.mcp) } : { url: values['mcp-url'] as string };
    origins.push({
      kind: 'mcp',
      options: { name: values.name, server, ...(values.prefix && { namePrefix: values.prefix }) },
    });
  }
  if (origins.length === 0) throw new UsageError('library add needs a source', LIBRARY_HELP);

  const library = await openCliLibrary(io, { flag: values.library, mode: 'write' });
  const pool = new McpConnectionPool();
  try {
    const reports: SyncReport[] = [];
    for (const origin of origins) {
      const loaded = await loadSource(origin, { mcpPool: pool });
      reports.push(library.syncSource(loaded, { origin }));
    }
    if (values.json) printJson(io, reports);
    else for (const r of reports) printSyncReport(io, r);
    return EXIT.ok;
  } finally {
    await pool.close();
    library.close();
  }
}
