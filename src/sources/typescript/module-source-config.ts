import type { JsonObject } from '../../tool/json-schema.ts';

/**
 * How a module function takes a tool's input: `object` passes the input object as the one argument (the
 * function has a single object parameter whose schema is the input schema); `positional` passes one
 * argument per input property, in the order of the function's parameters.
 */
export type ModuleCallStyle = 'object' | 'positional';

/** The `source.config` of a tool read from a TypeScript module (`source.type` is `module`). */
export interface ModuleSourceConfig {
  /** Absolute path of the module file. */
  path: string;
  /** The name the function is exported under (`default` for a default export). */
  exportName: string;
  /** How the input is passed to the function. */
  callStyle: ModuleCallStyle;
  /** The function's parameter names in declaration order (one name in the `object` style). */
  parameters: string[];
  /** A name under which a resolver may import the module without its path, e.g. a built-in toolkit. */
  toolkit?: string;
}

/**
 * Reads and checks a module tool's `source.config`. Returns the config, or a sentence saying what is wrong
 * with it.
 */
export function readModuleSourceConfig(config: JsonObject | undefined): ModuleSourceConfig | string {
  if (!config) return 'it has no source config';
  const { path, exportName, callStyle, parameters, toolkit } = config;
  if (typeof path !== 'string' || path === '') return `its source config has no 'path'`;
  if (typeof exportName !== 'string' || exportName === '') return `its source config has no 'exportName'`;
  if (callStyle !== 'object' && callStyle !== 'positional') {
    return `its source config has callStyle ${JSON.stringify(callStyle)}; expected 'object' or 'positional'`;
  }
  if (!Array.isArray(parameters) || parameters.some((p) => typeof p !== 'string')) {
    return `its source config has no 'parameters' list of names`;
  }
  if (toolkit !== undefined && typeof toolkit !== 'string')
    return `its source config has a 'toolkit' that is not a string`;
  return {
    path,
    exportName,
    callStyle,
    parameters: parameters as string[],
    ...(toolkit !== undefined && { toolkit }),
  };
}
