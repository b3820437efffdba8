import { ToolwiseError } from './toolwise-error.ts';

/** More tools would go into one request than the provider accepts. */
export class TooManyToolsError extends ToolwiseError {
  /** How many tools the request would carry. */
  readonly count: number;
  /** The provider's limit. */
  readonly limit: number;

  constructor(options: { count: number; limit: number; provider: string; strategy: string }) {
    super({
      code: 'too_many_tools',
      message: `The '${options.strategy}' strategy would send ${options.count} tools, but ${options.provider} accepts at most ${options.limit} per request. Use a strategy that selects tools (tulip, ecoact, adaptive) or restrict the candidates.`,
    });
    this.name = 'TooManyToolsError';
    this.count = options.count;
    this.limit = options.limit;
  }
}
