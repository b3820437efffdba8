import { ToolLibrary } from '../../library/tool-library.ts';
import { loadSource } from '../../sources/load-source.ts';

/** An in-memory library holding the built-in math toolkit: the 100 tools of the tulip math benchmark. */
export async function openMathLibrary(): Promise<ToolLibrary> {
  const library = ToolLibrary.open({ path: ':memory:' });
  try {
    const origin = { kind: 'builtin', options: { toolkit: 'math' } };
    library.syncSource(await loadSource(origin), { origin });
    return library;
  } catch (error) {
    library.close();
    throw error;
  }
}
