import ts from 'typescript';

/** Options of {@link findSyntaxErrors}. */
export interface FindSyntaxErrorsOptions {
  /** The program of the module. */
  program: ts.Program;
  /** At most this many errors are returned. @default 3 */
  limit?: number;
}

/**
 * Syntax errors in the module and the TypeScript files it imports (not in lib or `node_modules` files),
 * each as `file:line:column message` with 1-based line and column. Empty when everything parses.
 */
export function findSyntaxErrors(options: FindSyntaxErrorsOptions): string[] {
  const { program, limit = 3 } = options;
  const errors: string[] = [];
  for (const file of program.getSourceFiles()) {
    if (file.isDeclarationFile || program.isSourceFileFromExternalLibrary(file)) continue;
    for (const diagnostic of program.getSyntacticDiagnostics(file)) {
      if (errors.length >= limit) return errors;
      errors.push(formatDiagnostic(diagnostic));
    }
  }
  return errors;
}

function formatDiagnostic(diagnostic: ts.Diagnostic): string {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  if (!diagnostic.file || diagnostic.start === undefined) return message;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return `${diagnostic.file.fileName}:${line + 1}:${character + 1} ${message}`;
}
