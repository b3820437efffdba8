import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { JsonSchema } from './json-schema.ts';

// ajv-formats is CommonJS; under NodeNext its default export arrives wrapped.
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

/** One problem found by schema validation: where (a JSON pointer into the value) and what. */
export interface SchemaIssue {
  /** JSON pointer into the validated value, `''` for the value itself. */
  path: string;
  /** What is wrong, in words. */
  message: string;
}

/** Checks schemas and values against schemas, with a real JSON Schema validator (Ajv, draft 2020-12). */
export interface SchemaValidator {
  /**
   * Problems with `schema` itself (not a valid JSON Schema by the draft 2020-12 meta-schema, an unresolvable
   * `$ref`); empty when it is fine.
   */
  checkSchema(schema: JsonSchema): SchemaIssue[];
  /** Problems with `value` under `schema`; empty when it conforms. Compiled schemas are cached by identity. */
  validate(schema: JsonSchema, value: unknown): SchemaIssue[];
}

/**
 * Creates a schema validator that owns its own Ajv instance and compile cache. Unknown keywords (such as
 * OpenAPI's `example` or ToolBench's `example_value`) are tolerated as annotations.
 */
export function createSchemaValidator(): SchemaValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats(ajv);
  const compiled = new WeakMap<object, ValidateFunction>();

  const compile = (schema: JsonSchema): ValidateFunction => {
    let fn = compiled.get(schema);
    if (!fn) {
      fn = ajv.compile(schema);
      compiled.set(schema, fn);
    }
    return fn;
  };

  return {
    checkSchema(schema) {
      if (!ajv.validateSchema(schema)) return toIssues(ajv.errors);
      // Meta-schema validation catches everything but unresolvable references, which only compiling finds.
      // Compiling is the expensive part, so schemas without references are compiled later, when first used.
      if (!JSON.stringify(schema).includes('"$ref"')) return [];
      try {
        compile(schema);
        return [];
      } catch (error) {
        return [{ path: '', message: error instanceof Error ? error.message : String(error) }];
      }
    },
    validate(schema, value) {
      const fn = compile(schema);
      return fn(value) ? [] : toIssues(fn.errors);
    },
  };
}

function toIssues(errors: ErrorObject[] | null | undefined): SchemaIssue[] {
  return (errors ?? []).map((e) => ({ path: e.instancePath, message: describe(e) }));
}

function describe(e: ErrorObject): string {
  const params = e.params as Record<string, unknown>;
  if (e.keyword === 'required') return `missing required property '${String(params['missingProperty'])}'`;
  if (e.keyword === 'additionalProperties')
    return `unexpected property '${String(params['additionalProperty'])}'`;
  if (e.keyword === 'enum')
    return `${e.message ?? 'must be one of the allowed values'}: ${JSON.stringify(params['allowedValues'])}`;
  return e.message ?? `fails '${e.keyword}'`;
}

/** Formats issues as one line each, `at /path: message`. */
export function formatSchemaIssues(issues: SchemaIssue[]): string {
  return issues.map((i) => `at ${i.path || '(root)'}: ${i.message}`).join('; ');
}
