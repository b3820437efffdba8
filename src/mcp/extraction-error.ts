import { ToolwiseError } from '../errors/toolwise-error.ts';

/** An extraction expression over a tool result could not be evaluated: bad syntax, or a failing function. */
export class ExtractionError extends ToolwiseError {
  /** The expression as given. */
  readonly expression: string;
  /** The language it was read as. */
  readonly language: 'jsonpath' | 'jmespath';

  constructor(options: {
    expression: string;
    language: 'jsonpath' | 'jmespath';
    reason: string;
    cause?: unknown;
  }) {
    const name = options.language === 'jsonpath' ? 'JSONPath' : 'JMESPath';
    super({
      code: 'invalid_extraction',
      message: `The ${name} expression ${JSON.stringify(options.expression)} cannot be evaluated: ${options.reason}`,
      cause: options.cause,
    });
    this.name = 'ExtractionError';
    this.expression = options.expression;
    this.language = options.language;
  }
}
