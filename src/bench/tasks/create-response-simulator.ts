import { contentHash } from '../../library/canonical-json.ts';
import type { HandlerResolver } from '../../tool/tool-handler.ts';
import { simulateResponse } from './simulate-response.ts';

/**
 * A handler resolver that answers every tool of `sourceType` (by default `definition`, the tools of
 * definition files such as StableToolBench's APIs, which have no implementation) with a simulated response:
 * its output schema (from the API's `template_response`) filled with plausible values by
 * {@link simulateResponse}, seeded by the tool's name and arguments, so the same call always gets the same
 * response. For measuring cost and tool selection, never correctness: the values are made up.
 */
export function createResponseSimulator(
  options: {
    /** The source type to answer for. @default 'definition' */
    sourceType?: string;
  } = {},
): HandlerResolver {
  return {
    sourceType: options.sourceType ?? 'definition',
    resolve(tool) {
      return (input) => simulateResponse(tool.outputSchema ?? {}, seedOf(tool.name, input));
    },
  };
}

function seedOf(name: string, input: unknown): number {
  return Number.parseInt(contentHash([name, input]).slice(0, 8), 16);
}
