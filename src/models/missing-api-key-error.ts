import { ToolwiseError } from '../errors/toolwise-error.ts';

/**
 * A model's provider needs an API key and the environment variable that holds it is not set.
 * The message names the variable, so the fix is one `export` away.
 */
export class MissingApiKeyError extends ToolwiseError {
  /** The provider name as written in the model spec, e.g. `openai` or a config provider. */
  readonly provider: string;
  /** The environment variable to set, e.g. `OPENAI_API_KEY`. */
  readonly envVar: string;

  constructor(options: { provider: string; envVar: string; hint?: string }) {
    const hint = options.hint ?? 'or pick a local model such as ollama:llama3.1';
    super({
      code: 'missing_api_key',
      message: `No API key for provider '${options.provider}'. Set ${options.envVar}, ${hint}.`,
    });
    this.name = 'MissingApiKeyError';
    this.provider = options.provider;
    this.envVar = options.envVar;
  }
}
