import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceLoadError } from '../source-load-error.ts';
import { describeFetchFailure } from './describe-fetch-failure.ts';

/** Options of {@link readSpecText}. */
export interface ReadSpecTextOptions {
  /** A file path (absolute or relative to the working directory), a `file:` URL or an http(s) URL. */
  spec: string;
  /** Used for http(s) URLs. */
  fetch: typeof globalThis.fetch;
  /** Time limit of the download in milliseconds. */
  timeoutMs: number;
}

/** The text of a spec and where it was read from. */
export interface SpecText {
  /** The absolute file path or the URL. */
  location: string;
  /** Whether `location` is an http(s) URL. */
  isUrl: boolean;
  /** The spec's text, without a byte order mark. */
  text: string;
}

const ACCEPT = 'application/json, application/yaml;q=0.9, text/yaml;q=0.9, */*;q=0.5';

/** Reads a spec from a file or downloads it. Throws `SourceLoadError` saying why it could not. */
export async function readSpecText(options: ReadSpecTextOptions): Promise<SpecText> {
  const { spec, fetch, timeoutMs } = options;
  if (/^https?:\/\//i.test(spec)) {
    const location = new URL(spec).href;
    return { location, isUrl: true, text: stripBom(await download(location, fetch, timeoutMs)) };
  }
  const path = /^file:/i.test(spec) ? fileURLToPath(spec) : resolve(spec);
  try {
    return { location: path, isUrl: false, text: stripBom(await readFile(path, 'utf8')) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT'
        ? 'the file does not exist'
        : code === 'EISDIR'
          ? 'it is a directory, not a file'
          : `the file cannot be read (${code ?? String(error)})`;
    throw new SourceLoadError({ source: path, reason, cause: error });
  }
}

async function download(url: string, fetch: typeof globalThis.fetch, timeoutMs: number): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetch(url, { headers: { accept: ACCEPT }, signal });
    if (!response.ok) {
      throw new SourceLoadError({
        source: url,
        reason: `GET ${url} returned ${response.status} ${response.statusText}`.trimEnd(),
      });
    }
    return await response.text();
  } catch (error) {
    if (error instanceof SourceLoadError) throw error;
    const reason = signal.aborted
      ? `no complete answer from ${url} within ${timeoutMs} ms`
      : `could not fetch ${url} (${describeFetchFailure(error)})`;
    throw new SourceLoadError({ source: url, reason, cause: error });
  }
}

function stripBom(text: string): string {
  return text.startsWith('\uFEFF') ? text.slice(1) : text;
}
