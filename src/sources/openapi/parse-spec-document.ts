import { parseDocument } from 'yaml';
import { SourceLoadError } from '../source-load-error.ts';
import { isRecord } from './is-record.ts';

/** Options of {@link parseSpecDocument}. */
export interface ParseSpecDocumentOptions {
  /** The spec's text, JSON or YAML. */
  text: string;
  /** Where it came from, for error messages. */
  source: string;
}

/** A parsed OpenAPI document and the version family it follows. */
export interface ParsedSpec {
  /** The document as plain JSON values. */
  document: Record<string, unknown>;
  /** `3.0` or `3.1` (later 3.x versions are read as 3.1). */
  version: '3.0' | '3.1';
}

/**
 * Parses an OpenAPI 3.0 or 3.1 document. JSON or YAML is told by the content (JSON starts with `{`), not by
 * the file name. Throws `SourceLoadError` with the line and column of a syntax error, or saying why the
 * document is not OpenAPI 3.
 */
export function parseSpecDocument(options: ParseSpecDocumentOptions): ParsedSpec {
  const { text, source } = options;
  const fail = (reason: string, cause?: unknown): never => {
    throw new SourceLoadError({ source, reason, cause });
  };
  let value: unknown;
  if (/^\s*[{[]/.test(text)) {
    try {
      value = JSON.parse(text);
    } catch (error) {
      fail(`it is not valid JSON: ${error instanceof Error ? error.message : String(error)}`, error);
    }
  } else {
    const doc = parseDocument(text, { prettyErrors: false, merge: true, uniqueKeys: false });
    const error = doc.errors[0];
    if (error) fail(`it is not valid YAML: ${error.message} at ${position(text, error.pos[0])}`, error);
    value = doc.toJS();
  }
  if (!isRecord(value)) return fail('it is not an OpenAPI document (its top level is not an object)');
  if (value['swagger'] !== undefined) {
    return fail(
      `it is a Swagger ${String(value['swagger'])} document; only OpenAPI 3.0 and 3.1 are supported (convert it first, e.g. with swagger2openapi)`,
    );
  }
  const match = /^3(?:\.(\d+))?/.exec(String(value['openapi'] ?? ''));
  if (!match) {
    return fail(
      `it is not an OpenAPI 3 document (its 'openapi' field is ${JSON.stringify(value['openapi'] ?? null)}, expected 3.0.x or 3.1.x)`,
    );
  }
  if (value['paths'] !== undefined && !isRecord(value['paths'])) fail(`its 'paths' is not an object`);
  return { document: value, version: Number(match[1] ?? 0) >= 1 ? '3.1' : '3.0' };
}

function position(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  const column = offset - before.lastIndexOf('\n');
  const content = (text.split('\n')[line - 1] ?? '').trim().slice(0, 80);
  return `line ${line}, column ${column}${content ? `: ${content}` : ''}`;
}
