import { ToolwiseError } from '../errors/toolwise-error.ts';

/** The provider part of a model spec names no built-in provider and no provider of the config file. */
export class UnknownProviderError extends ToolwiseError {
  /** The provider name that was not found. */
  readonly provider: string;
  /** The providers that are known: the built-in ones, then those of the config file. */
  readonly knownProviders: readonly string[];

  constructor(options: { provider: string; knownProviders: readonly string[] }) {
    super({
      code: 'unknown_provider',
      message:
        `Unknown model provider '${options.provider}'. Known providers: ${options.knownProviders.join(', ')}. ` +
        `Add others as OpenAI-compatible providers in the config file (providers.${options.provider}).`,
    });
    this.name = 'UnknownProviderError';
    this.provider = options.provider;
    this.knownProviders = [...options.knownProviders];
  }
}
