import { ToolwiseError } from '../errors/toolwise-error.ts';

/** A model spec is not of the form `<provider>:<model>` (or `compatible:<model>@<baseURL>`). */
export class InvalidModelSpecError extends ToolwiseError {
  /** The spec as given. */
  readonly spec: string;

  constructor(options: { spec: string; reason: string }) {
    super({
      code: 'invalid_model_spec',
      message:
        `Invalid model spec '${options.spec}': ${options.reason}. ` +
        `Expected '<provider>:<model>', e.g. 'openai:gpt-4.1-mini', 'ollama:llama3.1' or ` +
        `'compatible:qwen2.5@http://localhost:8000/v1'.`,
    });
    this.name = 'InvalidModelSpecError';
    this.spec = options.spec;
  }
}
