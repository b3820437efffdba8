import type { ToolLibrary } from '../../library/tool-library.ts';
import { checkGeneratedTool, type CheckGeneratedToolOptions } from './check-generated-tool.ts';
import type { GeneratedToolSpec } from './generated-source.ts';
import type { GeneratedToolOutcome } from './generated-tool-outcome.ts';

/**
 * Adds a tool a model wrote to the library, once it passes every stage of `checkGeneratedTool`: stored as
 * version 1 of a tool of source type `generated` (source id `generated`), with its code and examples in the
 * source's config, searchable like any other tool and run only in the sandbox. A taken name is rejected
 * at stage `name`. Nothing is written for a rejected tool.
 */
export async function createGeneratedTool(
  library: ToolLibrary,
  spec: GeneratedToolSpec,
  options: CheckGeneratedToolOptions,
): Promise<GeneratedToolOutcome> {
  const existing = typeof spec.name === 'string' ? library.get(spec.name) : undefined;
  if (existing) {
    const hint =
      existing.source.type === 'generated'
        ? 'Update it instead, or pick another name.'
        : `It comes from ${existing.source.type} source ${existing.source.id}; pick another name.`;
    return { ok: false, stage: 'name', diagnostics: [`A tool named '${spec.name}' already exists. ${hint}`] };
  }
  const check = await checkGeneratedTool(spec, options);
  if (!check.ok) return check;
  return { ok: true, tool: library.create(check.definition) };
}
