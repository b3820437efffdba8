import { ToolwiseError } from '../../errors/toolwise-error.ts';

/**
 * A `$ref` points outside the spec (another file or a URL). The loader does not follow such refs: it skips
 * the operation that uses one, with a warning. Internal to the OpenAPI loader.
 */
export class ExternalRefError extends ToolwiseError {
  /** The `$ref` value. */
  readonly ref: string;
  /** JSON pointer of where the ref was used. */
  readonly where: string;

  constructor(options: { ref: string; where: string }) {
    super({
      code: 'openapi_external_ref',
      message: `it uses the external $ref '${options.ref}' (at ${options.where}), which is not followed`,
    });
    this.name = 'ExternalRefError';
    this.ref = options.ref;
    this.where = options.where;
  }
}
