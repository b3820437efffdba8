import { accessSync, constants, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import { createSchemaValidator, type SchemaValidator } from '../../tool/schema-validator.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import type { LoadedSource } from '../loaded-source.ts';
import { SourceLoadError } from '../source-load-error.ts';
import { createModuleProgram } from './create-module-program.ts';
import { findExportedFunctions } from './find-exported-functions.ts';
import { findSyntaxErrors } from './find-syntax-errors.ts';
import { functionToTool } from './function-to-tool.ts';

/** Options of {@link loadTypeScriptModule}. */
export interface LoadTypeScriptModuleOptions {
  /** The `.ts` file, absolute or relative to the working directory. */
  path: string;
  /** The source instance every tool carries in `source.id`. @default the absolute path */
  sourceId?: string;
  /**
   * A name the module can be imported under without its path (a built-in toolkit), recorded in each
   * tool's `source.config.toolkit` for `createModuleHandlerResolver({ toolkits })`. @default none
   */
  toolkit?: string;
  /** Validator for the produced definitions; pass one to share its compile cache. @default a new validator */
  validator?: SchemaValidator;
}

/**
 * Reads a TypeScript module with the compiler API and describes each exported, documented function as a
 * tool (`source.type` `module`): the doc comment becomes the description, the parameter types the input
 * schema (one object parameter is the input itself, otherwise each parameter is a property), and the
 * return type the output schema. Functions that cannot be tools (undocumented, a parameter JSON Schema
 * cannot express, an invalid name) are skipped with a warning that says why. Nothing is executed.
 *
 * @throws {SourceLoadError} when the file does not exist, cannot be read, or has syntax errors.
 * @example
 * const { tools, warnings } = loadTypeScriptModule({ path: 'tools/weather.ts' });
 */
export function loadTypeScriptModule(options: LoadTypeScriptModuleOptions): LoadedSource {
  const path = resolve(options.path);
  const { sourceId = path, toolkit, validator = createSchemaValidator() } = options;
  checkReadable(path);
  const program = createModuleProgram({ path });
  const sourceFile = program.getSourceFile(path);
  if (!sourceFile) throw new SourceLoadError({ source: path, reason: 'TypeScript could not read the file' });
  const syntaxErrors = findSyntaxErrors({ program });
  if (syntaxErrors.length > 0) {
    throw new SourceLoadError({ source: path, reason: `it has syntax errors: ${syntaxErrors.join('; ')}` });
  }

  const checker = program.getTypeChecker();
  const found = findExportedFunctions({ checker, program, sourceFile });
  const warnings = [...found.warnings];
  const tools: ToolDefinitionInput[] = [];
  const names = new Set<string>();
  for (const exported of found.functions) {
    const result = functionToTool({ checker, program, exported, sourceId, path, toolkit });
    if ('warning' in result) {
      warnings.push(result.warning);
      continue;
    }
    if (names.has(result.tool.name)) {
      warnings.push(`skipped '${result.tool.name}': another export already has that name`);
      continue;
    }
    try {
      tools.push(validateToolDefinition(result.tool, validator));
      names.add(result.tool.name);
    } catch (error) {
      if (!(error instanceof InvalidToolDefinitionError)) throw error;
      warnings.push(`skipped '${result.tool.name}': ${error.message}`);
    }
  }
  return { sourceId, tools, warnings };
}

function checkReadable(path: string): void {
  try {
    if (!statSync(path).isFile()) throw new SourceLoadError({ source: path, reason: 'it is not a file' });
    accessSync(path, constants.R_OK);
  } catch (error) {
    if (error instanceof SourceLoadError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'the file does not exist' : `the file cannot be read (${code ?? String(error)})`;
    throw new SourceLoadError({ source: path, reason, cause: error });
  }
}
