import type { ToolLibrary } from '../../library/tool-library.ts';
import type { GeneratedToolOutcome } from './generated-tool-outcome.ts';
import { readGeneratedTool } from './read-generated-tool.ts';

/**
 * Removes a generated tool from the library (its history is kept). Tools of other sources are refused at
 * stage `name`: a model may delete only what models wrote.
 */
export function deleteGeneratedTool(library: ToolLibrary, name: string): GeneratedToolOutcome {
  const current = library.get(name);
  if (!current) return { ok: false, stage: 'name', diagnostics: [`There is no tool named '${name}'.`] };
  const config = readGeneratedTool(current);
  if (typeof config === 'string') return { ok: false, stage: 'name', diagnostics: [config] };
  return { ok: true, tool: library.remove(name) };
}
