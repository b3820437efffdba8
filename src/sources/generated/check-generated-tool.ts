import { InvalidToolDefinitionError } from '../../errors/invalid-tool-definition-error.ts';
import type { JsSandbox } from '../../sandbox/js-sandbox.ts';
import type { SandboxLimits } from '../../sandbox/sandbox-limits.ts';
import type { JsonValue } from '../../tool/json-schema.ts';
import {
  createSchemaValidator,
  formatSchemaIssues,
  type SchemaValidator,
} from '../../tool/schema-validator.ts';
import type { ToolDefinition } from '../../tool/tool-definition.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import { findJsonDifference } from './find-json-difference.ts';
import { GENERATED_ENTRY, generatedSource, type GeneratedToolSpec } from './generated-source.ts';

/**
 * The staged checks of a generated tool, in order:
 * - `syntax`: the code parses.
 * - `schema`: name, description and input schema make a valid tool definition.
 * - `examples`: there is at least one example and each input is valid against the schema.
 * - `run`: the code defines `run` and it runs in the sandbox on every example input.
 * - `expected`: every result equals the expected one (numbers within 1e-9).
 */
export type GeneratedToolStage = 'syntax' | 'schema' | 'examples' | 'run' | 'expected';

/** The outcome of {@link checkGeneratedTool}. */
export type GeneratedToolCheck =
  { ok: true; definition: ToolDefinition } | { ok: false; stage: GeneratedToolStage; diagnostics: string[] };

/** Options of {@link checkGeneratedTool}. */
export interface CheckGeneratedToolOptions {
  /** The sandbox the code is parsed and run in. */
  sandbox: JsSandbox;
  /** Validates schemas and example inputs. @default a new validator */
  validator?: SchemaValidator;
  /** Limits of each example run. @default the sandbox's */
  limits?: Partial<SandboxLimits>;
  /** How close numbers must be to count as equal. @default 1e-9 */
  tolerance?: number;
  /** Most examples accepted. @default 20 */
  maxExamples?: number;
}

/**
 * Checks a tool a model wrote before it may enter the library, stage by stage (see
 * {@link GeneratedToolStage}), stopping at the first stage that fails. The diagnostics of that stage are
 * exact (error messages with line and column, the example and the first difference) and cover every
 * example that fails it, so they can go back to the model for its next try. Nothing is stored.
 */
export async function checkGeneratedTool(
  spec: GeneratedToolSpec,
  options: CheckGeneratedToolOptions,
): Promise<GeneratedToolCheck> {
  const { sandbox, validator = createSchemaValidator(), tolerance = 1e-9, maxExamples = 20 } = options;
  const fail = (stage: GeneratedToolStage, diagnostics: string[]): GeneratedToolCheck => ({
    ok: false,
    stage,
    diagnostics,
  });

  if (typeof spec.code !== 'string' || spec.code.trim() === '') return fail('syntax', ['The code is empty.']);
  const syntax = await sandbox.check(spec.code, { filename: `${String(spec.name)}.js` });
  if (syntax) return fail('syntax', [syntax.message]);

  const examples = Array.isArray(spec.examples) ? spec.examples : [];
  let definition: ToolDefinition;
  try {
    definition = validateToolDefinition(
      {
        name: spec.name,
        description: spec.description,
        inputSchema: spec.inputSchema,
        source: generatedSource({ code: spec.code, examples }),
        tags: ['generated'],
      },
      validator,
    );
  } catch (error) {
    if (error instanceof InvalidToolDefinitionError) return fail('schema', [error.message]);
    throw error;
  }
  if (definition.description.trim() === '')
    return fail('schema', ['The description is empty; say what the tool does and what it returns.']);

  if (examples.length === 0) return fail('examples', ['Give at least one example: { input, expected }.']);
  if (examples.length > maxExamples) return fail('examples', [`Give at most ${maxExamples} examples.`]);
  const invalid = examples.flatMap((example, i) => {
    if (typeof example !== 'object' || example === null || !('expected' in example))
      return [`Example ${i + 1}: must be an object with 'input' and 'expected'.`];
    const issues = validator.validate(spec.inputSchema, example.input);
    return issues.length
      ? [
          `Example ${i + 1} (input ${JSON.stringify(example.input)}): does not match the input schema: ${formatSchemaIssues(issues)}.`,
        ]
      : [];
  });
  if (invalid.length) return fail('examples', invalid);

  const results: JsonValue[] = [];
  const runFailures: string[] = [];
  for (const [i, example] of examples.entries()) {
    const result = await sandbox.run({
      code: spec.code,
      entry: GENERATED_ENTRY,
      input: example.input,
      filename: `${spec.name}.js`,
      ...options.limits,
    });
    if (result.ok) {
      results.push(result.value);
      continue;
    }
    const logs = result.logs.length ? ` Console output: ${result.logs.join(' | ')}` : '';
    runFailures.push(
      `Example ${i + 1} (input ${JSON.stringify(example.input)}): ${result.error.message}${logs}`,
    );
    // A missing `run` fails every example the same way; once is enough.
    if (result.error.code === 'missing_entry' || result.error.code === 'syntax_error') break;
  }
  if (runFailures.length) return fail('run', runFailures);

  const mismatches = examples.flatMap((example, i) => {
    const difference = findJsonDifference(example.expected, results[i], { tolerance });
    if (!difference) return [];
    const at = difference.path === '$' ? '' : ` at ${difference.path}`;
    return [
      `Example ${i + 1} (input ${JSON.stringify(example.input)}): expected ${JSON.stringify(example.expected)}, got ${JSON.stringify(results[i])}${at ? ` (differs${at}: expected ${show(difference.expected)}, got ${show(difference.actual)})` : ''}.`,
    ];
  });
  if (mismatches.length) return fail('expected', mismatches);
  return { ok: true, definition: { ...definition, examples: examples.map((e) => e.input) } };
}

function show(value: JsonValue | undefined): string {
  return value === undefined ? 'nothing' : JSON.stringify(value);
}
