import { dirname } from 'node:path';
import ts from 'typescript';

/**
 * Compiler options for reading a tool module: strict (so that `T | null` and `x?: T` keep their `null` and
 * `undefined`), bundler resolution with `.ts` imports allowed, one ES2024 lib and no `@types` packages.
 * Nothing is emitted and nothing is type-checked beyond what the loader asks the checker for.
 */
export const MODULE_COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2024,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2024.d.ts'],
  types: [],
  strict: true,
  allowImportingTsExtensions: true,
  resolveJsonModule: true,
  skipLibCheck: true,
  skipDefaultLibCheck: true,
  noEmit: true,
};

/**
 * Parsed (and, once used, bound) lib files, shared by every program this module creates. They are
 * read-only files shipped with TypeScript, so sharing them is safe and saves most of the time of a load.
 */
const libFiles = new Map<string, ts.SourceFile>();

/** Options of {@link createModuleProgram}. */
export interface CreateModuleProgramOptions {
  /** Absolute path of the module; the program's only root. Its imports and re-exports are followed. */
  path: string;
}

/** Creates a TypeScript program for one module, reusing the parsed lib files of earlier programs. */
export function createModuleProgram(options: CreateModuleProgramOptions): ts.Program {
  const host = ts.createCompilerHost(MODULE_COMPILER_OPTIONS, true);
  const libDirectory =
    host.getDefaultLibLocation?.() ?? dirname(host.getDefaultLibFileName(MODULE_COMPILER_OPTIONS));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreateNewSourceFile) => {
    if (!fileName.startsWith(libDirectory)) {
      return getSourceFile(fileName, languageVersion, onError, shouldCreateNewSourceFile);
    }
    let file = libFiles.get(fileName);
    if (!file) {
      file = getSourceFile(fileName, languageVersion, onError, shouldCreateNewSourceFile);
      if (file) libFiles.set(fileName, file);
    }
    return file;
  };
  return ts.createProgram({ rootNames: [options.path], options: MODULE_COMPILER_OPTIONS, host });
}
