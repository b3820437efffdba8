import ts from 'typescript';

/** A function a module exports, as found by {@link findExportedFunctions}. */
export interface ExportedFunction {
  /** The name it is exported under (`default` for a default export). */
  exportName: string;
  /** The tool name it gets: the export name, or the function's own name for a default export. */
  name: string;
  /** The function itself: a function declaration, an arrow function or a function expression. */
  declaration: ts.SignatureDeclaration;
  /** The node its doc comment belongs to: the function declaration, or the `const` that holds it. */
  documented: ts.Node;
}

/** Options of {@link findExportedFunctions}. */
export interface FindExportedFunctionsOptions {
  /** The type checker of the module's program. */
  checker: ts.TypeChecker;
  /** The module's program; orders re-exported functions by the order their files were imported in. */
  program: ts.Program;
  /** The module. */
  sourceFile: ts.SourceFile;
}

/**
 * The functions a module exports, following re-exports (`export { a } from './a.ts'`, `export * from
 * './b.ts'`), in source order (files in the order they are imported): function declarations and `const`s
 * initialised with an arrow function or a function expression. Other callable exports (overloaded functions, functions assigned from elsewhere,
 * anonymous default exports) are reported in `warnings`; types, classes and constants are passed over.
 */
export function findExportedFunctions(options: FindExportedFunctionsOptions): {
  functions: ExportedFunction[];
  warnings: string[];
} {
  const { checker, program, sourceFile } = options;
  const functions: ExportedFunction[] = [];
  const warnings: string[] = [];
  const moduleSymbol = checker.getSymbolAtLocation(sourceFile);
  if (!moduleSymbol) return { functions, warnings };
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const exportName = exported.name;
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const found = findFunction(symbol);
    if (found === undefined) {
      if (isCallable(checker, symbol)) {
        warnings.push(
          `skipped '${exportName}': it is not a function declaration or a const holding an arrow function or function expression, so toolwise cannot read its documentation and parameters`,
        );
      }
      continue;
    }
    if (found === 'overloaded') {
      warnings.push(`skipped '${exportName}': it is overloaded, so it has no single set of parameters`);
      continue;
    }
    const ownName =
      found.declaration.name && ts.isIdentifier(found.declaration.name)
        ? found.declaration.name.text
        : undefined;
    const name = exportName === 'default' ? ownName : exportName;
    if (!name) {
      warnings.push(`skipped the default export: the function has no name to give the tool`);
      continue;
    }
    functions.push({ exportName, name, ...found });
  }
  const fileOrder = new Map(program.getSourceFiles().map((file, i) => [file.fileName, i]));
  const position = (f: ExportedFunction) => [
    fileOrder.get(f.declaration.getSourceFile().fileName) ?? 0,
    f.declaration.pos,
  ];
  functions.sort((x, y) => {
    const [fileX = 0, posX = 0] = position(x);
    const [fileY = 0, posY = 0] = position(y);
    return fileX - fileY || posX - posY;
  });
  return { functions, warnings };
}

function findFunction(
  symbol: ts.Symbol,
): Pick<ExportedFunction, 'declaration' | 'documented'> | 'overloaded' | undefined {
  const declarations = symbol.declarations ?? [];
  const functionDeclarations = declarations.filter(ts.isFunctionDeclaration);
  if (functionDeclarations.length > 1) return 'overloaded';
  const [declaration] = functionDeclarations;
  if (declaration) return { declaration, documented: declaration };
  const variable = symbol.valueDeclaration;
  if (!variable || !ts.isVariableDeclaration(variable) || !variable.initializer) return undefined;
  let initializer = variable.initializer;
  while (
    ts.isParenthesizedExpression(initializer) ||
    ts.isAsExpression(initializer) ||
    ts.isSatisfiesExpression(initializer)
  ) {
    initializer = initializer.expression;
  }
  if (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) {
    return { declaration: initializer, documented: variable };
  }
  return undefined;
}

function isCallable(checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  if (!(symbol.flags & ts.SymbolFlags.Value) || symbol.flags & ts.SymbolFlags.Class) return false;
  return checker.getTypeOfSymbol(symbol).getCallSignatures().length > 0;
}
