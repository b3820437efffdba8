import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LibraryOpenError } from '../errors/library-open-error.ts';
import { defaultLibraryPath } from '../library/default-library-path.ts';
import { ToolLibrary } from '../library/tool-library.ts';
import type { CliIo } from './cli-io.ts';

/**
 * Opens the library named by `--library`, else `$TOOLWISE_LIBRARY`, else `~/.toolwise/library.sqlite`.
 * Commands that only read refuse a library file that does not exist yet, instead of creating an empty one.
 */
export function openCliLibrary(io: CliIo, flag: string | undefined, mode: 'read' | 'write'): ToolLibrary {
  const path = flag ? resolve(io.cwd, flag) : defaultLibraryPath(io.env);
  if (mode === 'read' && !existsSync(path)) {
    throw new LibraryOpenError({
      path,
      reason:
        "no library file there yet. Add tools first (e.g. 'toolwise library add math'), or point --library or TOOLWISE_LIBRARY at an existing library",
    });
  }
  return ToolLibrary.open({ path });
}
