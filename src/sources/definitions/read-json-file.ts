import { readFileSync } from 'node:fs';
import { SourceLoadError } from '../source-load-error.ts';

/**
 * Reads and parses a JSON file. Throws `SourceLoadError` when the file is missing or unreadable, or when it
 * is not valid JSON (the reason then gives the line and column of the problem).
 */
export function readJsonFile(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    const reason =
      code === 'ENOENT'
        ? 'the file does not exist'
        : code === 'EISDIR'
          ? 'it is a directory, not a file'
          : `the file cannot be read (${error instanceof Error ? error.message : String(error)})`;
    throw new SourceLoadError({ source: path, reason, cause: error });
  }
  try {
    return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (error) {
    throw new SourceLoadError({ source: path, reason: describeJsonError(text, error), cause: error });
  }
}

/** Says what is wrong with JSON text, with the line and column when the parser reports a position. */
function describeJsonError(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (text.trim() === '') return 'the file is empty, not JSON';
  const where = /line (\d+) column (\d+)/.exec(message);
  const detail = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
  if (where) return `malformed JSON at line ${where[1]}, column ${where[2]}: ${detail}`;
  const position = /at position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : /end of JSON input/.test(message) ? text.length : undefined;
  if (offset === undefined) return `malformed JSON: ${message}`;
  const before = text.slice(0, offset).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `malformed JSON at line ${line}, column ${column}: ${detail}`;
}
