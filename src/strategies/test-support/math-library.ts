import { ToolLibrary } from '../../library/tool-library.ts';
import { loadSource } from '../../sources/load-source.ts';

/** An in-memory library holding the built-in math toolkit (for tests). */
export async function mathLibrary(): Promise<ToolLibrary> {
  const library = ToolLibrary.open({ path: ':memory:' });
  const origin = { kind: 'builtin', options: { toolkit: 'math' } };
  library.syncSource(await loadSource(origin), { origin });
  return library;
}
