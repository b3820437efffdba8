import { canonicalJson } from '../library/canonical-json.ts';
import type { Judgement, JudgeRequest, ToolJudge } from './tool-judge.ts';

/** Options of {@link createRuleJudge}. */
export interface RuleJudgeOptions {
  /**
   * Keys whose truthy value in an object result marks the result as an error (APIs that answer 200 with
   * `{ "error": "..." }`). @default ['error', 'errors']
   */
  errorKeys?: readonly string[];
}

/** A {@link ToolJudge} that decides at once, without a model. */
export interface RuleJudge extends ToolJudge {
  /** Judges one call. */
  judge(request: JudgeRequest): Judgement;
}

const EMPTY_TEXTS = new Set(['', 'null', '[]', '{}', '""', 'undefined']);

/**
 * The default judge: rules, no model. A call is unhelpful when it failed (an error, a validation failure of
 * its arguments, a timeout), when its result is empty (`null`, `""`, `[]`, `{}`), when the result carries an
 * error field, or when it is unchanged: the same result as an earlier call of the tool in this run, or just
 * the arguments handed back. Anything else counts as helpful.
 */
export function createRuleJudge(options: RuleJudgeOptions = {}): RuleJudge {
  const errorKeys = options.errorKeys ?? ['error', 'errors'];
  return {
    name: 'rule',
    judge(request: JudgeRequest): Judgement {
      const { outcome } = request;
      if (!outcome.ok) {
        const code = outcome.error?.code ?? 'error';
        return {
          helpful: false,
          reason: code === 'invalid_arguments' ? 'validation failure of the arguments' : `error (${code})`,
        };
      }
      if (isEmpty(outcome.output, outcome.text)) return { helpful: false, reason: 'empty result' };
      const errorKey = errorField(outcome.output, errorKeys);
      if (errorKey) return { helpful: false, reason: `the result reports an error ('${errorKey}')` };
      if (request.earlierDigests.includes(request.digest))
        return { helpful: false, reason: 'unchanged: the same result as an earlier call' };
      if (echoesInput(outcome.output, request.input))
        return { helpful: false, reason: 'unchanged: the result is the arguments handed back' };
      return { helpful: true, reason: 'non-empty result' };
    },
  };
}

function isEmpty(output: unknown, text: string): boolean {
  if (output === undefined || output === null) return EMPTY_TEXTS.has(text.trim());
  if (typeof output === 'string') return EMPTY_TEXTS.has(output.trim());
  if (Array.isArray(output)) return output.length === 0;
  if (typeof output === 'object') return Object.keys(output).length === 0;
  return false;
}

function errorField(output: unknown, keys: readonly string[]): string | undefined {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) return undefined;
  const record = output as Record<string, unknown>;
  return keys.find((key) => {
    const value = record[key];
    if (value === undefined || value === null || value === false || value === '') return false;
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'object') return Object.keys(value).length > 0;
    return true;
  });
}

function echoesInput(output: unknown, input: unknown): boolean {
  if (input === null || typeof input !== 'object') return false;
  if (canonicalJson(output) === canonicalJson(input)) return true;
  const values = Object.values(input as Record<string, unknown>);
  return values.length === 1 && typeof output === 'string' && output === values[0] && output.length > 0;
}
