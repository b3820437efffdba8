import ts from 'typescript';

/** Names of `number` aliases that mean a whole number and become JSON Schema `integer`. */
export const INTEGER_ALIAS_NAMES: ReadonlySet<string> = new Set(['Integer', 'int']);

/**
 * Whether a `number` type was written as an integer alias (`type Integer = number`), directly, through an
 * import, or through other non-generic aliases (`type Count = Integer`). TypeScript erases aliases of
 * primitive types, so this reads the annotation `node` as well as `type.aliasSymbol`.
 */
export function isIntegerAlias(
  checker: ts.TypeChecker,
  type: ts.Type,
  node: ts.TypeNode | undefined,
): boolean {
  if (!(type.flags & ts.TypeFlags.Number)) return false;
  if (type.aliasSymbol && INTEGER_ALIAS_NAMES.has(type.aliasSymbol.name)) return true;
  let current = node;
  for (let depth = 0; current && depth < 10; depth++) {
    while (ts.isParenthesizedTypeNode(current)) current = current.type;
    if (!ts.isTypeReferenceNode(current)) return false;
    const alias = resolveAlias(checker, checker.getSymbolAtLocation(current.typeName));
    if (!alias) return false;
    if (INTEGER_ALIAS_NAMES.has(alias.name)) return true;
    const declaration = alias.declarations?.find(ts.isTypeAliasDeclaration);
    if (!declaration || declaration.typeParameters) return false;
    current = declaration.type;
  }
  return false;
}

function resolveAlias(checker: ts.TypeChecker, symbol: ts.Symbol | undefined): ts.Symbol | undefined {
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) return checker.getAliasedSymbol(symbol);
  return symbol;
}
