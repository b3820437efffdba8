/** A tool's output as the text a model reads: strings as they are, anything else as JSON. */
export function outputText(output: unknown): string {
  if (typeof output === 'string') return output;
  if (output === undefined) return 'null';
  return JSON.stringify(output);
}

/** The start of a long text for the trace, with its full length. */
export function previewText(text: string): string {
  return text.length > 500 ? `${text.slice(0, 500)}… (${text.length} characters)` : text;
}
