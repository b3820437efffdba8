/**
 * The first JSON object in a model's reply (models like to wrap JSON in prose or code fences), parsed, or
 * undefined. Validate the result with a schema before using it.
 */
export function extractJson(text: string): unknown {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return undefined;
  try {
    return JSON.parse(text.slice(start, end + 1));
  } catch {
    return undefined;
  }
}
