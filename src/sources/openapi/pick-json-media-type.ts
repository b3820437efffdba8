import { isRecord } from './is-record.ts';

/** A JSON media type of a request body or response, and its Media Type Object. */
export interface JsonMediaType {
  /** The media type as the spec writes it, e.g. `application/json` or `application/merge-patch+json`. */
  mediaType: string;
  /** The Media Type Object (`{ schema, example, ... }`). */
  media: Record<string, unknown>;
}

const JSON_MEDIA_TYPE = /^[\w.+-]+\/([\w.-]+\+)?json\s*(;.*)?$/i;
const ANY_MEDIA_TYPE = /^(\*\/\*|application\/\*)\s*(;.*)?$/i;

/**
 * Picks the JSON media type of a `content` map: `application/json` first, then any `…/…+json` or
 * `…/json` type, then a wildcard (any type, or `application/*`), which servers that answer JSON often
 * declare.
 * Returns undefined when there is no JSON option.
 */
export function pickJsonMediaType(content: unknown): JsonMediaType | undefined {
  if (!isRecord(content)) return undefined;
  const types = Object.keys(content);
  const mediaType =
    types.find((t) => t.trim().toLowerCase() === 'application/json') ??
    types.find((t) => JSON_MEDIA_TYPE.test(t.trim())) ??
    types.find((t) => ANY_MEDIA_TYPE.test(t.trim()));
  if (mediaType === undefined) return undefined;
  const media = content[mediaType];
  return { mediaType, media: isRecord(media) ? media : {} };
}
