import type { JsonValue } from '../../tool/json-schema.ts';
import { isRecord } from './is-record.ts';
import type { OpenApiParameterConfig } from './openapi-source-config.ts';

/** Options of {@link serializeParameter}. */
export interface SerializeParameterOptions {
  /** The parameter. */
  param: OpenApiParameterConfig;
  /** Its value from the tool input. */
  value: JsonValue;
}

/**
 * Serializes a parameter value by its OpenAPI `style` and `explode` (defaults: `form` and exploded for
 * query, `simple` for path and header). Returns name-value pairs: several for an exploded query array
 * (`tags=a&tags=b`) or object, one otherwise. Path values come back percent-encoded (separators left as
 * they are); query and header values come back raw. A `json` parameter is sent as JSON text.
 */
export function serializeParameter(options: SerializeParameterOptions): Array<[string, string]> {
  const { param, value } = options;
  const { name } = param;
  if (param.json) return [[name, encodeFor(param, JSON.stringify(value))]];
  const style = param.style ?? (param.in === 'query' ? 'form' : 'simple');
  const explode = param.explode ?? style === 'form';
  const scalar = (v: JsonValue): string => encodeFor(param, scalarText(v));

  if (Array.isArray(value) || isRecord(value)) {
    const items = Array.isArray(value) ? value.map(scalar) : [];
    const entries = isRecord(value)
      ? Object.entries(value).map(([k, v]): [string, string] => [encodeFor(param, k), scalar(v)])
      : [];
    const isArray = Array.isArray(value);
    if (param.in === 'query') {
      if (style === 'deepObject' && !isArray) return entries.map(([k, v]) => [`${name}[${k}]`, v]);
      if (style === 'form' && explode) return isArray ? items.map((i) => [name, i]) : entries;
      const separator = style === 'spaceDelimited' ? ' ' : style === 'pipeDelimited' ? '|' : ',';
      return [[name, (isArray ? items : entries.flat()).join(separator)]];
    }
    const pairs = (glue: string): string[] => entries.map(([k, v]) => `${k}${glue}${v}`);
    if (style === 'matrix') {
      if (!explode) return [[name, `;${name}=${(isArray ? items : entries.flat()).join(',')}`]];
      return [
        [
          name,
          isArray
            ? items.map((i) => `;${name}=${i}`).join('')
            : pairs('=')
                .map((p) => `;${p}`)
                .join(''),
        ],
      ];
    }
    const parts = isArray ? items : explode ? pairs('=') : entries.flat();
    if (style === 'label') return [[name, `.${parts.join(explode ? '.' : ',')}`]];
    return [[name, parts.join(',')]];
  }
  const text = scalar(value);
  if (style === 'label') return [[name, `.${text}`]];
  if (style === 'matrix') return [[name, `;${name}=${text}`]];
  return [[name, text]];
}

function scalarText(value: JsonValue): string {
  if (value === null) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function encodeFor(param: OpenApiParameterConfig, text: string): string {
  return param.in === 'path' ? encodeURIComponent(text) : text;
}
