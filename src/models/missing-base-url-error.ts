import { ToolwiseError } from '../errors/toolwise-error.ts';

/** An OpenAI-compatible model spec has no server to talk to: neither `@<baseURL>` nor the variable is set. */
export class MissingBaseUrlError extends ToolwiseError {
  /** The model spec that lacks a base URL. */
  readonly spec: string;
  /** The environment variable that would supply it, e.g. `TOOLWISE_BASE_URL`. */
  readonly envVar: string;

  constructor(options: { spec: string; modelId: string; envVar: string }) {
    super({
      code: 'missing_base_url',
      message:
        `No server for model spec '${options.spec}'. Write it as ` +
        `'compatible:${options.modelId}@http://localhost:8000/v1', or set ${options.envVar}.`,
    });
    this.name = 'MissingBaseUrlError';
    this.spec = options.spec;
    this.envVar = options.envVar;
  }
}
