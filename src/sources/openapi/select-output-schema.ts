import type { JsonSchema } from '../../tool/json-schema.ts';
import { appendPointer } from './append-pointer.ts';
import type { RefResolver } from './create-ref-resolver.ts';
import type { SchemaConverter } from './create-schema-converter.ts';
import { isRecord } from './is-record.ts';
import { pickJsonMediaType } from './pick-json-media-type.ts';

/** Options of {@link selectOutputSchema}. */
export interface SelectOutputSchemaOptions {
  /** The operation's `responses`. */
  responses: unknown;
  /** JSON pointer of `responses`. */
  where: string;
  /** Resolves `$ref`s to components. */
  refs: RefResolver;
  /** Converts the schema. */
  converter: SchemaConverter;
}

/**
 * The output schema of an operation: the JSON schema of its success response, the first declared of `200`,
 * `201`, other `2xx` codes and `2XX`; of `default` only when no success response is declared. Undefined
 * when that response has no JSON content.
 */
export function selectOutputSchema(options: SelectOutputSchemaOptions): JsonSchema | undefined {
  const { responses, where, refs, converter } = options;
  if (!isRecord(responses)) return undefined;
  const codes = Object.keys(responses);
  const success = [
    '200',
    '201',
    ...codes.filter((c) => /^2\d\d$/.test(c) && c !== '200' && c !== '201').sort(),
    ...codes.filter((c) => /^2xx$/i.test(c)),
  ].find((c) => c in responses);
  const code = success ?? ('default' in responses ? 'default' : undefined);
  if (code === undefined) return undefined;
  const at = appendPointer(where, code);
  const response = refs.deref(responses[code], at);
  if (!isRecord(response)) return undefined;
  const json = pickJsonMediaType(response['content']);
  if (json?.media['schema'] === undefined) return undefined;
  return converter.convert(
    json.media['schema'],
    appendPointer(at, 'content', json.mediaType, 'schema'),
    'response',
  );
}
