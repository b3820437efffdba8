import jmespath from 'jmespath';
import { JSONPath } from 'jsonpath-plus';
import { ExtractionError } from './extraction-error.ts';

/** The values an extraction selected, and the language it was read as. */
export interface Extraction {
  /** `jsonpath` for expressions starting with `$`, else `jmespath`. */
  language: 'jsonpath' | 'jmespath';
  /** JSONPath: the list of matches (empty when nothing matched). JMESPath: the expression's value (null when nothing matched). */
  value: unknown;
}

/** jsonpath-plus keeps every expression it has seen in a module-level cache; it is emptied beyond this. */
const JSONPATH_CACHE_LIMIT = 1000;

/**
 * Evaluates an extraction over a JSON value with a well-known library: a JSONPath expression (it starts
 * with `$`, e.g. `$.orders[*].id` or `$..orders[?(@.total > 100)].id`) with `jsonpath-plus`, whose filter
 * scripts run in its own safe interpreter, never as JavaScript; anything else as JMESPath (e.g.
 * `orders[?total > \`100\`].id`) with `jmespath`. Throws `ExtractionError` for an expression that does not
 * parse or fails to evaluate.
 */
export function extractFromResult(value: unknown, expression: string): Extraction {
  const expr = expression.trim();
  if (expr === '') {
    throw new ExtractionError({ expression, language: 'jmespath', reason: 'the expression is empty' });
  }
  if (expr.startsWith('$')) {
    try {
      const matches = JSONPath({
        path: expr,
        json: value as object,
        wrap: true,
        eval: 'safe',
        ignoreEvalErrors: false,
      }) as unknown[] | undefined;
      return { language: 'jsonpath', value: matches ?? [] };
    } catch (error) {
      throw new ExtractionError({ expression, language: 'jsonpath', reason: reasonOf(error), cause: error });
    } finally {
      const cache = (JSONPath as unknown as { cache: Record<string, unknown> }).cache;
      if (Object.keys(cache).length > JSONPATH_CACHE_LIMIT) {
        (JSONPath as unknown as { cache: Record<string, unknown> }).cache = {};
      }
    }
  }
  try {
    return { language: 'jmespath', value: jmespath.search(value, expr) as unknown };
  } catch (error) {
    throw new ExtractionError({ expression, language: 'jmespath', reason: reasonOf(error), cause: error });
  }
}

function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^jsonPath: /, '');
}
