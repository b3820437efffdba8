import { pathToFileURL } from 'node:url';
import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import type { HandlerResolver, ToolHandler } from '../../tool/tool-handler.ts';
import { readModuleSourceConfig } from './module-source-config.ts';

/** Imports a module by name instead of by path, e.g. `() => import('./toolkits/math/index.ts')`. */
export type ModuleImporter = () => Promise<Record<string, unknown>>;

/** Options of {@link createModuleHandlerResolver}. */
export interface ModuleHandlerResolverOptions {
  /**
   * Importers of named toolkits. A tool whose `source.config.toolkit` is listed here is imported through
   * its importer (works wherever the package is installed); any other by its `source.config.path`.
   * @default {}
   */
  toolkits?: Record<string, ModuleImporter>;
}

/**
 * Binds tools loaded by `loadTypeScriptModule` (`source.type` `module`) to the functions they describe:
 * imports the module (once per path or toolkit; Node strips the types of `.ts` files), takes the export
 * and calls it with the input object (`object` call style) or with one argument per parameter in order
 * (`positional`), awaiting the result. Errors the function throws propagate (the executor reports them
 * as `execution_failed`); a module that cannot be imported or lacks the export gives `no_implementation`.
 */
export function createModuleHandlerResolver(options: ModuleHandlerResolverOptions = {}): HandlerResolver {
  const { toolkits = {} } = options;
  const modules = new Map<string, Promise<Record<string, unknown>>>();

  const importModule = (key: string, load: ModuleImporter): Promise<Record<string, unknown>> => {
    let module = modules.get(key);
    if (!module) {
      module = load();
      modules.set(key, module);
      module.catch(() => modules.delete(key));
    }
    return module;
  };

  return {
    sourceType: 'module',
    async resolve(tool: StoredTool): Promise<ToolHandler> {
      const config = readModuleSourceConfig(tool.source.config);
      if (typeof config === 'string') {
        throw new ToolExecutionError({
          code: 'no_implementation',
          message: `Tool '${tool.name}' cannot be run: ${config}.`,
        });
      }
      const importer = config.toolkit === undefined ? undefined : toolkits[config.toolkit];
      let module: Record<string, unknown>;
      try {
        module = importer
          ? await importModule(`toolkit:${config.toolkit}`, importer)
          : await importModule(`path:${config.path}`, () => import(pathToFileURL(config.path).href));
      } catch (error) {
        throw new ToolExecutionError({
          code: 'no_implementation',
          message: `Tool '${tool.name}' cannot be run: importing ${importer ? `toolkit '${config.toolkit}'` : config.path} failed: ${error instanceof Error ? error.message : String(error)}`,
          cause: error,
        });
      }
      const fn = module[config.exportName];
      if (typeof fn !== 'function') {
        throw new ToolExecutionError({
          code: 'no_implementation',
          message: `Tool '${tool.name}' cannot be run: ${config.path} has no exported function '${config.exportName}' (${fn === undefined ? 'no such export' : `it is a ${typeof fn}`}). Reload the source if the module changed.`,
        });
      }
      if (config.callStyle === 'object') return async (input) => await fn(input);
      const { parameters } = config;
      return async (input) => await fn(...parameters.map((name) => input[name]));
    },
  };
}
