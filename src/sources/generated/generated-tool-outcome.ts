import type { StoredTool } from '../../tool/tool-definition.ts';
import type { GeneratedToolStage } from './check-generated-tool.ts';

/**
 * The outcome of creating, updating or deleting a generated tool: the stored tool, or where it was
 * rejected (`name` for a name that is taken, unknown or not a generated tool's) and the exact diagnostics.
 */
export type GeneratedToolOutcome =
  { ok: true; tool: StoredTool } | { ok: false; stage: GeneratedToolStage | 'name'; diagnostics: string[] };

/** The diagnostics of a rejected generated tool as one text, for the model that wrote it or a person. */
export function formatGeneratedToolRejection(
  name: string,
  rejection: Extract<GeneratedToolOutcome, { ok: false }>,
): string {
  const why: Record<GeneratedToolStage | 'name', string> = {
    name: 'its name',
    syntax: 'the code does not parse',
    schema: 'the definition is not valid',
    examples: 'the examples are not valid',
    run: 'the code failed on an example',
    expected: 'an example gave the wrong result',
  };
  return [
    `Tool '${name}' was rejected at stage '${rejection.stage}' (${why[rejection.stage]}):`,
    ...rejection.diagnostics.map((d) => `- ${d}`),
  ].join('\n');
}
