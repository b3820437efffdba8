/** The first sentence of a description, on one line, cut at `maxChars`, for one-line listings. */
export function oneLine(text: string, maxChars = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^(.*?[.!?])(\s|$)/.exec(flat)?.[1] ?? flat;
  return sentence.length > maxChars ? `${sentence.slice(0, maxChars - 1)}…` : sentence;
}
