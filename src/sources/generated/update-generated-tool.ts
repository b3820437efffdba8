import type { ToolLibrary } from '../../library/tool-library.ts';
import { checkGeneratedTool, type CheckGeneratedToolOptions } from './check-generated-tool.ts';
import { findJsonDifference } from './find-json-difference.ts';
import type { GeneratedExample, GeneratedToolSpec } from './generated-source.ts';
import type { GeneratedToolOutcome } from './generated-tool-outcome.ts';
import { readGeneratedTool } from './read-generated-tool.ts';

/** What may change in a generated tool; what is left out stays as it is. */
export type GeneratedToolChanges = Partial<Omit<GeneratedToolSpec, 'name'>>;

/**
 * Changes a generated tool and writes it as a new version (the old one stays in the history), once the
 * changed tool passes every stage of `checkGeneratedTool`. New examples are added to the stored ones (an
 * example with the same input replaces the stored one), so the new code must still pass the old examples:
 * a change for a new case cannot silently break the cases that worked. A tool that is not there or not a
 * generated one is rejected at stage `name`.
 */
export async function updateGeneratedTool(
  library: ToolLibrary,
  name: string,
  changes: GeneratedToolChanges,
  options: CheckGeneratedToolOptions,
): Promise<GeneratedToolOutcome> {
  const current = library.get(name);
  if (!current) return { ok: false, stage: 'name', diagnostics: [`There is no tool named '${name}'.`] };
  const config = readGeneratedTool(current);
  if (typeof config === 'string') return { ok: false, stage: 'name', diagnostics: [config] };
  const spec: GeneratedToolSpec = {
    name,
    description: changes.description ?? current.description,
    inputSchema: changes.inputSchema ?? current.inputSchema,
    code: changes.code ?? config.code,
    examples: mergeExamples(config.examples, changes.examples ?? []),
  };
  const check = await checkGeneratedTool(spec, options);
  if (!check.ok) return check;
  const { name: _name, ...patch } = check.definition;
  return { ok: true, tool: library.update(name, { ...patch, tags: current.tags }) };
}

function mergeExamples(stored: GeneratedExample[], added: GeneratedExample[]): GeneratedExample[] {
  const kept = stored.filter(
    (s) => !added.some((a) => !findJsonDifference(s.input, a?.input, { tolerance: 0 })),
  );
  return [...kept, ...added];
}
