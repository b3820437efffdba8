import type { JsonObject, JsonValue } from '../../tool/json-schema.ts';

const NAME = /^\{\s*(['"])name\1\s*:\s*(['"])((?:(?!\2)[^\\]|\\.)*)\2/;
const ARGUMENTS = /(['"])arguments\1\s*:\s*(['"])((?:(?!\2)[^\\]|\\.)*)/;
const PAIR = /"([^"\\]+)"\s*:\s*("(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/g;

/**
 * Reads the tool name and arguments from a recorded ToolBench step message, a Python dict written as text
 * (`{'name': 'users_for_reqres', 'arguments': '{\n  "page": 2\n}', 'response': ...}`) and cut at 100
 * characters. Arguments that survive whole are parsed as JSON; cut ones keep the `"key": value` pairs that
 * are complete, so `{"is_id": 4000886` gives `{}` and `{"q": "x", "lim` gives `{ q: 'x' }`. Returns
 * undefined when the message names no tool.
 */
export function parseRecordedCall(message: string): { name: string; input: JsonObject } | undefined {
  const name = NAME.exec(message);
  if (!name) return undefined;
  const args = ARGUMENTS.exec(message.slice(name[0].length));
  return {
    name: unescapePython(name[3] ?? ''),
    input: args ? parseArguments(unescapePython(args[3] ?? '')) : {},
  };
}

function parseArguments(text: string): JsonObject {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as JsonObject;
  } catch {
    // cut short: keep the complete pairs below
  }
  const input: JsonObject = {};
  for (const match of text.matchAll(PAIR)) {
    const [, key, raw] = match;
    if (key === undefined || raw === undefined) continue;
    // A pair at the very end may itself be cut (`"id": 40008` of `4000886597329`): keep only closed ones.
    if (match.index + match[0].length >= text.length && !raw.startsWith('"')) continue;
    try {
      input[key] = JSON.parse(raw) as JsonValue;
    } catch {
      // an escape the JSON grammar rejects; leave the pair out
    }
  }
  return input;
}

/** Undoes the escapes of a Python string literal's repr (`\n`, `\'`, `\\`, ...). */
function unescapePython(text: string): string {
  return text.replace(/\\(.)/g, (_, c: string) =>
    c === 'n' ? '\n' : c === 't' ? '\t' : c === 'r' ? '\r' : c,
  );
}
