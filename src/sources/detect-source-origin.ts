import { readFileSync, statSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { SourceOrigin } from '../library/sync-report.ts';
import { BUILTIN_TOOLKITS } from '../toolkits/builtin-toolkits.ts';
import { SourceLoadError } from './source-load-error.ts';

/** Options that steer how a source argument is read. */
export interface DetectSourceOptions {
  /** Resolve relative paths against this directory. @default process.cwd() */
  cwd?: string;
  /** Force a kind instead of detecting it. */
  kind?: 'builtin' | 'typescript' | 'definitions' | 'openapi' | 'mcp';
  /** Extra options passed to the loader (base URL, auth, format, server name, ...). */
  loaderOptions?: Record<string, unknown>;
}

/**
 * Works out what kind of source `spec` names and how to load it: a built-in toolkit name (`math`), a
 * TypeScript file, a JSON definition file, an OpenAPI spec (file or URL), or an MCP configuration file with
 * `mcpServers` (one origin per server). Files are peeked at, not loaded.
 */
export function detectSourceOrigins(spec: string, options: DetectSourceOptions = {}): SourceOrigin[] {
  const { cwd = process.cwd(), loaderOptions = {} } = options;
  const builtin = spec.replace(/^builtin:/, '');
  if ((options.kind === undefined || options.kind === 'builtin') && BUILTIN_TOOLKITS[builtin]) {
    return [{ kind: 'builtin', options: { toolkit: builtin } }];
  }
  if (/^https?:\/\//i.test(spec)) {
    const kind = options.kind ?? 'openapi';
    if (kind === 'mcp')
      return [
        {
          kind,
          options: {
            name: loaderOptions['name'] ?? new URL(spec).host,
            server: { url: spec },
            ...loaderOptions,
          },
        },
      ];
    return [{ kind, options: { spec, ...loaderOptions } }];
  }
  const path = resolve(cwd, spec);
  try {
    statSync(path);
  } catch {
    const known = Object.keys(BUILTIN_TOOLKITS).join(', ');
    throw new SourceLoadError({
      source: spec,
      reason: `no such file, URL or built-in toolkit (built-in: ${known})`,
    });
  }
  const ext = extname(path).toLowerCase();
  const kind = options.kind ?? (['.ts', '.mts', '.cts'].includes(ext) ? 'typescript' : peekKind(path, spec));
  if (kind === 'mcp') return mcpOrigins(path, spec, loaderOptions);
  if (kind === 'openapi') return [{ kind, options: { spec: path, ...loaderOptions } }];
  if (kind === 'builtin')
    throw new InvalidArgumentError({ argument: 'source', message: `'${spec}' is not a built-in toolkit` });
  return [{ kind, options: { path, ...loaderOptions } }];
}

function peekKind(path: string, spec: string): 'openapi' | 'mcp' | 'definitions' {
  const parsed = parseFile(path, spec);
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    if ('openapi' in parsed || 'swagger' in parsed) return 'openapi';
    if ('mcpServers' in parsed) return 'mcp';
  }
  return 'definitions';
}

function mcpOrigins(path: string, spec: string, loaderOptions: Record<string, unknown>): SourceOrigin[] {
  const parsed = parseFile(path, spec) as { mcpServers?: Record<string, unknown> } | undefined;
  const servers = parsed?.mcpServers;
  if (!servers || typeof servers !== 'object' || Object.keys(servers).length === 0) {
    throw new SourceLoadError({ source: spec, reason: "it has no servers under 'mcpServers'" });
  }
  const only = loaderOptions['name'];
  return Object.entries(servers)
    .filter(([name]) => only === undefined || name === only)
    .map(([name, server]) => ({
      kind: 'mcp',
      options: {
        name,
        server,
        configFile: path,
        ...(loaderOptions['namePrefix'] !== undefined && { namePrefix: loaderOptions['namePrefix'] }),
      },
    }));
}

function parseFile(path: string, spec: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new SourceLoadError({
      source: spec,
      reason: `cannot read it (${(error as Error).message})`,
      cause: error,
    });
  }
  try {
    return /\.ya?ml$/i.test(path) ? parseYaml(text) : JSON.parse(text);
  } catch (error) {
    throw new SourceLoadError({
      source: spec,
      reason: `it is not valid ${/\.ya?ml$/i.test(path) ? 'YAML' : 'JSON'}: ${(error as Error).message}`,
      cause: error,
    });
  }
}
