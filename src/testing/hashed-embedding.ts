/**
 * A deterministic embedding for tests: a hashed bag of words. Each lower-cased word (letters and digits) adds
 * ±1 to one of `dimensions` coordinates chosen by its FNV-1a hash; the vector is then scaled to length 1 (a
 * text without words gives the zero vector). Texts sharing words have a positive cosine similarity.
 */
export function hashedEmbedding(text: string, dimensions: number): number[] {
  const vector = new Array<number>(dimensions).fill(0);
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const hash = fnv1a(word);
    const index = hash % dimensions;
    vector[index] = (vector[index] ?? 0) + ((hash >>> 31) & 1 ? -1 : 1);
  }
  const norm = Math.hypot(...vector);
  return norm === 0 ? vector : vector.map((x) => x / norm);
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
