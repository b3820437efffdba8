import { ToolwiseError } from '../errors/toolwise-error.ts';

/** The gateway's configuration (file) is missing, unreadable or invalid; `problems` lists what is wrong. */
export class GatewayConfigError extends ToolwiseError {
  /** The configuration file, when the configuration came from one. */
  readonly file: string | undefined;
  /** One sentence per problem, each naming the setting, e.g. `resultLimitTokens: must be at least 50`. */
  readonly problems: string[];

  constructor(options: { file?: string; problems: string[]; cause?: unknown }) {
    const where = options.file ? ` in ${options.file}` : '';
    super({
      code: 'gateway_config_invalid',
      message: `Invalid gateway configuration${where}: ${options.problems.join('; ')}`,
      cause: options.cause,
    });
    this.name = 'GatewayConfigError';
    this.file = options.file;
    this.problems = options.problems;
  }
}
