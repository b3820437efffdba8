import ts from 'typescript';
import { INTEGER_ALIAS_NAMES } from './is-integer-alias.ts';

/**
 * Looks through an annotation to the node that spells out its structure: parentheses, `readonly`, and
 * references to non-generic type aliases (`type Scores = Integer[]` gives `Integer[]`). Integer aliases are
 * kept, since their name is what marks them. Used to pair nested types with the annotations they came from.
 */
export function resolveTypeNode(
  checker: ts.TypeChecker,
  node: ts.TypeNode | undefined,
): ts.TypeNode | undefined {
  let current = node;
  for (let depth = 0; current && depth < 10; depth++) {
    if (ts.isParenthesizedTypeNode(current)) {
      current = current.type;
    } else if (ts.isTypeOperatorNode(current) && current.operator === ts.SyntaxKind.ReadonlyKeyword) {
      current = current.type;
    } else if (ts.isTypeReferenceNode(current)) {
      let symbol = checker.getSymbolAtLocation(current.typeName);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
      if (!symbol || INTEGER_ALIAS_NAMES.has(symbol.name)) return current;
      const declaration = symbol.declarations?.find(ts.isTypeAliasDeclaration);
      if (!declaration || declaration.typeParameters) return current;
      current = declaration.type;
    } else {
      return current;
    }
  }
  return current;
}
