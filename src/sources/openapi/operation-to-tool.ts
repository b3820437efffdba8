import type { JsonObject } from '../../tool/json-schema.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';
import { appendPointer } from './append-pointer.ts';
import { buildOperationInput } from './build-operation-input.ts';
import type { RefResolver } from './create-ref-resolver.ts';
import type { SchemaConverter } from './create-schema-converter.ts';
import { describeOperation } from './describe-operation.ts';
import type { OpenApiAuth } from './openapi-auth.ts';
import type { OpenApiSourceConfig } from './openapi-source-config.ts';
import { selectOutputSchema } from './select-output-schema.ts';

/** Options of {@link operationToTool}. */
export interface OperationToToolOptions {
  /** The tool's name, already unique. */
  name: string;
  /** The path template, e.g. `/pets/{id}`. */
  path: string;
  /** The HTTP method, lower case as in the spec. */
  method: string;
  /** The (dereferenced) Path Item Object. */
  pathItem: Record<string, unknown>;
  /** The Operation Object. */
  operation: Record<string, unknown>;
  /** JSON pointer of the path item. */
  where: string;
  /** The server URL for this operation. */
  baseUrl: string;
  /** Authentication of every call, unless the operation declares `security: []`. */
  auth: OpenApiAuth | undefined;
  /** The source id every tool carries. */
  sourceId: string;
  /** Resolves `$ref`s. */
  refs: RefResolver;
  /** Converts schemas. */
  converter: SchemaConverter;
}

/** One operation as a tool, with warnings about what was left out; or why it cannot be a tool. */
export type OperationTool = { tool: ToolDefinitionInput; warnings: string[] } | { skip: string };

/**
 * Describes one OpenAPI operation as a tool of `source.type` `openapi`: description from the summary and
 * description, input schema from the parameters and JSON body, output schema from the success response,
 * tags from the operation's tags, and a `source.config` the handler builds the request from.
 */
export function operationToTool(options: OperationToToolOptions): OperationTool {
  const { name, path, method, pathItem, operation, where, refs, converter } = options;
  const operationWhere = appendPointer(where, method);
  const input = buildOperationInput({
    parameterLists: [
      { list: pathItem['parameters'], where },
      { list: operation['parameters'], where: operationWhere },
    ],
    requestBody: operation['requestBody'],
    where: operationWhere,
    refs,
    converter,
  });
  if ('skip' in input) return input;
  const outputSchema = selectOutputSchema({
    responses: operation['responses'],
    where: appendPointer(operationWhere, 'responses'),
    refs,
    converter,
  });
  const noAuth = Array.isArray(operation['security']) && operation['security'].length === 0;
  const config: OpenApiSourceConfig = {
    baseUrl: options.baseUrl,
    method: method.toUpperCase(),
    path,
    parameters: input.parameters,
    ...input.body,
    ...(options.auth && !noAuth && { auth: options.auth }),
  };
  const tags = Array.isArray(operation['tags'])
    ? operation['tags'].filter((t): t is string => typeof t === 'string')
    : [];
  const tool: ToolDefinitionInput = {
    name,
    description: describeOperation({
      summary: text(operation['summary']) ?? text(pathItem['summary']),
      description: text(operation['description']) ?? text(pathItem['description']),
      method,
      path,
      deprecated: operation['deprecated'] === true,
    }),
    inputSchema: input.inputSchema,
    ...(outputSchema && { outputSchema }),
    ...(tags.length > 0 && { tags }),
    source: { type: 'openapi', id: options.sourceId, config: config as unknown as JsonObject },
  };
  return { tool, warnings: input.warnings };
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
