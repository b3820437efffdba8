import { ToolwiseError } from '../errors/toolwise-error.ts';

/** The model config file cannot be read, is not JSON, or does not have the expected shape. */
export class ModelConfigError extends ToolwiseError {
  /** The path of the config file. */
  readonly path: string;

  constructor(options: { path: string; reason: string; cause?: unknown }) {
    super({
      code: 'invalid_model_config',
      message: `Invalid model config file ${options.path}: ${options.reason}`,
      cause: options.cause,
    });
    this.name = 'ModelConfigError';
    this.path = options.path;
  }
}
