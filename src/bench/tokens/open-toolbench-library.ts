import { ToolLibrary } from '../../library/tool-library.ts';
import type { LoadedSource } from '../../sources/loaded-source.ts';
import type { ToolDefinitionInput } from '../../tool/tool-definition.ts';

/** The source id of recorded ToolBench tools that the StableToolBench corpus lacks. */
export const RECORDED_TOOLS_SOURCE = 'toolbench-cot';

/**
 * An in-memory library for replaying ToolBench runs: the pooled StableToolBench corpus (its sources as
 * loaded by `loadStableToolBench`), plus every recorded tool whose name the corpus lacks, as recorded
 * (source {@link RECORDED_TOOLS_SOURCE}). Tools the corpus has keep the corpus's definition. Close it when done.
 */
export function openToolbenchLibrary(options: {
  /** The corpus sources. */
  corpus: readonly LoadedSource[];
  /** The tools of the recorded runs (`loadToolbenchRuns(...).tools`). */
  recordedTools: readonly ToolDefinitionInput[];
}): { library: ToolLibrary; recordedOnly: number } {
  const library = ToolLibrary.open({ path: ':memory:' });
  try {
    for (const source of options.corpus) library.syncSource(source);
    const tools = options.recordedTools
      .filter((t) => !library.get(t.name))
      .map((t) => ({ ...t, source: { type: 'definition', id: RECORDED_TOOLS_SOURCE } }));
    library.syncSource({ sourceId: RECORDED_TOOLS_SOURCE, tools, warnings: [] });
    return { library, recordedOnly: tools.length };
  } catch (error) {
    library.close();
    throw error;
  }
}
