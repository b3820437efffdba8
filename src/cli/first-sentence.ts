/** The first sentence of a text, for one-line listings. */
export function firstSentence(text: string): string {
  const m = /^(.*?[.!?])(\s|$)/s.exec(text.trim());
  return (m?.[1] ?? text).trim();
}
