import { readFileSync } from 'node:fs';
import { DatasetLoadError } from './dataset-load-error.ts';

/**
 * Reads a JSON Lines file: one JSON object per non-blank line, returned with its 1-based line number.
 * Throws `DatasetLoadError` naming the file (and line) when it is missing or a line is not a JSON object.
 */
export function readJsonl(file: string): Array<{ line: number; record: Record<string, unknown> }> {
  const text = readDatasetFile(file);
  const records: Array<{ line: number; record: Record<string, unknown> }> = [];
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      throw new DatasetLoadError({
        file,
        line: i + 1,
        reason: `not valid JSON (${error instanceof Error ? error.message : String(error)})`,
        cause: error,
      });
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new DatasetLoadError({ file, line: i + 1, reason: 'each line must be a JSON object' });
    }
    records.push({ line: i + 1, record: value as Record<string, unknown> });
  });
  return records;
}

/** Reads a dataset file as UTF-8; throws `DatasetLoadError` when it is missing or unreadable. */
export function readDatasetFile(file: string): string {
  try {
    const text = readFileSync(file, 'utf8');
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch (error) {
    const missing = (error as { code?: unknown }).code === 'ENOENT';
    throw new DatasetLoadError({
      file,
      reason: missing ? 'the file does not exist' : `the file cannot be read (${String(error)})`,
      cause: error,
    });
  }
}
