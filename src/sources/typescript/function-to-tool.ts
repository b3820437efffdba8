import ts from 'typescript';
import type { JsonSchema, ObjectJsonSchema } from '../../tool/json-schema.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { isValidToolName } from '../../tool/tool-name.ts';
import type { ExportedFunction } from './find-exported-functions.ts';
import { literalToJson } from './literal-to-json.ts';
import type { ModuleCallStyle, ModuleSourceConfig } from './module-source-config.ts';
import { type DocComment, readDocComment } from './read-doc-comment.ts';
import { typeToJsonSchema } from './type-to-json-schema.ts';

/** Options of {@link functionToTool}. */
export interface FunctionToToolOptions {
  /** The type checker of the module's program. */
  checker: ts.TypeChecker;
  /** The module's program. */
  program: ts.Program;
  /** The exported function. */
  exported: ExportedFunction;
  /** The tool's `source.id`. */
  sourceId: string;
  /** Absolute path of the module, recorded in `source.config.path`. */
  path: string;
  /** Recorded as `source.config.toolkit` when given. */
  toolkit?: string | undefined;
}

/**
 * Describes one exported function as a tool: the name, the doc comment as description (summary, remarks
 * and `Returns: ...`), the input schema from the parameters and the output schema from the return type.
 * Returns a warning naming the function and the reason instead when it cannot be a tool.
 */
export function functionToTool(
  options: FunctionToToolOptions,
): { tool: ToolDefinitionInput } | { warning: string } {
  const { checker, program, exported } = options;
  const { name, declaration } = exported;
  const skip = (reason: string) => ({ warning: `skipped '${name}': ${reason}` });
  if (!isValidToolName(name)) return skip(`the name is not a valid tool name (1-64 of A-Z a-z 0-9 _ -)`);
  const doc = readDocComment(exported.documented);
  if (!doc?.summary) return skip(`not documented; add a doc comment that says what it does`);
  const signature = checker.getSignatureFromDeclaration(declaration);
  if (!signature) return skip(`TypeScript cannot read its signature`);

  const parameters = declaration.parameters.filter(
    (p) => !(ts.isIdentifier(p.name) && p.name.text === 'this'),
  );
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const names: string[] = [];
  let callStyle: ModuleCallStyle = 'positional';
  let inputSchema: ObjectJsonSchema | undefined;
  for (const [i, parameter] of parameters.entries()) {
    const label = ts.isIdentifier(parameter.name) ? parameter.name.text : undefined;
    const shown = label ?? `#${i + 1}`;
    if (parameter.dotDotDotToken)
      return skip(`parameter '${shown}' is a rest parameter, which named arguments cannot fill`);
    const symbol = signature.parameters[i];
    if (!symbol) return skip(`TypeScript cannot read parameter '${shown}'`);
    const conversion = typeToJsonSchema({
      checker,
      program,
      type: checker.getTypeOfSymbol(symbol),
      node: parameter.type,
    });
    if (!conversion.ok) return skip(`parameter '${shown}${conversion.path}' ${conversion.reason}`);
    if (parameters.length === 1 && conversion.schema.type === 'object') {
      callStyle = 'object';
      inputSchema = withParamDescriptions(conversion.schema as ObjectJsonSchema, doc, label);
      names.push(label ?? 'input');
      break;
    }
    if (!label)
      return skip(`parameter ${shown} is destructured; give it a name, which becomes the argument's name`);
    const description = doc.params.get(label);
    const initial = parameter.initializer ? literalToJson(parameter.initializer) : undefined;
    properties[label] = {
      ...conversion.schema,
      ...(description && { description }),
      ...(initial && { default: initial.value }),
    };
    if (!parameter.questionToken && !parameter.initializer && !conversion.optional) required.push(label);
    names.push(label);
  }
  inputSchema ??= { type: 'object', properties, required, additionalProperties: false };

  const outputSchema = returnSchema(checker, program, signature, declaration);
  const config: ModuleSourceConfig = {
    path: options.path,
    exportName: exported.exportName,
    callStyle,
    parameters: names,
    ...(options.toolkit !== undefined && { toolkit: options.toolkit }),
  };
  return {
    tool: {
      name,
      description: describe(doc),
      inputSchema,
      ...(outputSchema && { outputSchema }),
      source: { type: 'module', id: options.sourceId, config: { ...config } },
    },
  };
}

function describe(doc: DocComment): string {
  return [doc.summary, doc.remarks, doc.returns && `Returns: ${doc.returns}`].filter(Boolean).join('\n\n');
}

/** Adds `@param options.key - ...` descriptions to properties that have no doc comment of their own. */
function withParamDescriptions(
  schema: ObjectJsonSchema,
  doc: DocComment,
  label: string | undefined,
): ObjectJsonSchema {
  if (!label || !schema.properties) return schema;
  const properties: Record<string, JsonSchema> = {};
  for (const [key, property] of Object.entries(schema.properties)) {
    const description = property.description ?? doc.params.get(`${label}.${key}`);
    properties[key] = description ? { ...property, description } : property;
  }
  return { ...schema, properties };
}

/** The schema of what the function returns (a promise's value), when JSON Schema can express it. */
function returnSchema(
  checker: ts.TypeChecker,
  program: ts.Program,
  signature: ts.Signature,
  declaration: ts.SignatureDeclaration,
): JsonSchema | undefined {
  const returned = signature.getReturnType();
  const type = checker.getAwaitedType(returned) ?? returned;
  let node = declaration.type;
  if (
    node &&
    ts.isTypeReferenceNode(node) &&
    ts.isIdentifier(node.typeName) &&
    node.typeName.text === 'Promise' &&
    node.typeArguments?.length === 1
  ) {
    node = node.typeArguments[0];
  }
  const conversion = typeToJsonSchema({ checker, program, type, node });
  return conversion.ok && !conversion.optional ? conversion.schema : undefined;
}
