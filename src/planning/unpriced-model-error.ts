import { ToolwiseError } from '../errors/toolwise-error.ts';

/** A budget was set for a run whose model the price table does not know, so its spend cannot be bounded. */
export class UnpricedModelError extends ToolwiseError {
  /** `provider:modelId` of the model. */
  readonly model: string;

  constructor(options: { provider: string; modelId: string }) {
    const model = `${options.provider}:${options.modelId}`;
    super({
      code: 'unpriced_model',
      message: `The model '${model}' has no price in the price table, so a budget cannot be enforced. Add its prices (the 'prices' of the config file, or the 'prices' option of runAgent), or run without a budget.`,
    });
    this.name = 'UnpricedModelError';
    this.model = model;
  }
}
