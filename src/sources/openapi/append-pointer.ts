/**
 * Appends segments to a JSON pointer (RFC 6901), escaping `~` and `/` in each segment:
 * `appendPointer('#/paths', '/pets/{id}', 'get')` is `#/paths/~1pets~1{id}/get`.
 */
export function appendPointer(pointer: string, ...segments: Array<string | number>): string {
  return segments.reduce<string>(
    (acc, s) => `${acc}/${String(s).replaceAll('~', '~0').replaceAll('/', '~1')}`,
    pointer,
  );
}
