import { SourceLoadError } from '../source-load-error.ts';
import { ExternalRefError } from './external-ref-error.ts';
import { isRecord } from './is-record.ts';

/** Follows internal `$ref`s (`#/components/...`) of one OpenAPI document. */
export interface RefResolver {
  /**
   * The value `ref` points to. Throws `ExternalRefError` for a ref to another file or URL and
   * `SourceLoadError` for a ref that points to nothing; `where` (a JSON pointer) names the place of use.
   */
  lookup(ref: string, where: string): unknown;
  /** Follows `$ref`s from `value` until it reaches something that is not a ref. */
  deref(value: unknown, where: string): unknown;
}

/** Options of {@link createRefResolver}. */
export interface CreateRefResolverOptions {
  /** The parsed OpenAPI document. */
  document: unknown;
  /** The spec's location, for error messages. */
  source: string;
}

/** Creates a {@link RefResolver} over one document. */
export function createRefResolver(options: CreateRefResolverOptions): RefResolver {
  const { document, source } = options;

  const lookup = (ref: string, where: string): unknown => {
    if (!ref.startsWith('#')) throw new ExternalRefError({ ref, where });
    const target = readPointer(document, ref.slice(1));
    if (target === undefined) {
      throw new SourceLoadError({ source, reason: `the $ref '${ref}' (used at ${where}) points to nothing` });
    }
    return target;
  };

  return {
    lookup,
    deref(value, where) {
      const followed: string[] = [];
      let current = value;
      let at = where;
      while (isRecord(current) && typeof current['$ref'] === 'string') {
        const ref = current['$ref'];
        if (followed.includes(ref)) {
          throw new SourceLoadError({
            source,
            reason: `the $ref '${ref}' (used at ${where}) is part of a cycle of refs: ${[...followed, ref].join(' -> ')}`,
          });
        }
        followed.push(ref);
        current = lookup(ref, at);
        at = ref;
      }
      return current;
    },
  };
}

function readPointer(document: unknown, pointer: string): unknown {
  if (pointer === '') return document;
  if (!pointer.startsWith('/')) return undefined;
  let current = document;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = decodeSegment(raw);
    if (Array.isArray(current) && /^\d+$/.test(segment)) current = current[Number(segment)];
    else if (isRecord(current) && Object.hasOwn(current, segment)) current = current[segment];
    else return undefined;
  }
  return current;
}

function decodeSegment(raw: string): string {
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // not percent-encoded after all; use it as written
  }
  return decoded.replaceAll('~1', '/').replaceAll('~0', '~');
}
