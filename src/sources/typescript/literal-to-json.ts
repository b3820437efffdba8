import ts from 'typescript';
import type { JsonValue } from '../../tool/json-schema.ts';

/**
 * The JSON value of a literal expression, such as a parameter's default: numbers (also negative), strings,
 * `true`, `false`, `null`, and array and object literals made only of those (`as const` and parentheses
 * are looked through). Returns `undefined` for anything else, e.g. `Date.now()` or a variable.
 *
 * @example literalToJson(parseExpression('[1, "a", { b: null }]')) // { value: [1, 'a', { b: null }] }
 */
export function literalToJson(expression: ts.Expression): { value: JsonValue } | undefined {
  const e = unwrap(expression);
  if (ts.isNumericLiteral(e)) return { value: Number(e.text) };
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return { value: e.text };
  if (e.kind === ts.SyntaxKind.TrueKeyword) return { value: true };
  if (e.kind === ts.SyntaxKind.FalseKeyword) return { value: false };
  if (e.kind === ts.SyntaxKind.NullKeyword) return { value: null };
  if (ts.isPrefixUnaryExpression(e) && ts.isNumericLiteral(unwrap(e.operand))) {
    const n = Number((unwrap(e.operand) as ts.NumericLiteral).text);
    if (e.operator === ts.SyntaxKind.MinusToken) return { value: -n };
    if (e.operator === ts.SyntaxKind.PlusToken) return { value: n };
    return undefined;
  }
  if (ts.isArrayLiteralExpression(e)) return arrayToJson(e);
  if (ts.isObjectLiteralExpression(e)) return objectToJson(e);
  return undefined;
}

function arrayToJson(e: ts.ArrayLiteralExpression): { value: JsonValue } | undefined {
  const values: JsonValue[] = [];
  for (const element of e.elements) {
    const item = literalToJson(element);
    if (!item) return undefined;
    values.push(item.value);
  }
  return { value: values };
}

function objectToJson(e: ts.ObjectLiteralExpression): { value: JsonValue } | undefined {
  const value: Record<string, JsonValue> = {};
  for (const property of e.properties) {
    if (!ts.isPropertyAssignment(property)) return undefined;
    const name = property.name;
    if (!(ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name))) return undefined;
    const item = literalToJson(property.initializer);
    if (!item) return undefined;
    value[name.text] = item.value;
  }
  return { value };
}

function unwrap(e: ts.Expression): ts.Expression {
  while (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
    e = e.expression;
  return e;
}
