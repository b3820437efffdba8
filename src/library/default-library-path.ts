import { homedir } from 'node:os';
import { join } from 'node:path';

/** The environment variable that overrides where the library file lives. */
export const LIBRARY_PATH_ENV = 'TOOLWISE_LIBRARY';

/**
 * Where the library lives when no path is given: `$TOOLWISE_LIBRARY` if set, else
 * `~/.toolwise/library.sqlite`.
 */
export function defaultLibraryPath(env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env[LIBRARY_PATH_ENV];
  return fromEnv && fromEnv.trim() !== '' ? fromEnv : join(homedir(), '.toolwise', 'library.sqlite');
}
