import { z } from 'zod';
import { estimateTokens } from './estimate-tokens.ts';
import { hashedEmbedding } from './hashed-embedding.ts';

/** Validates the JSON body of a `POST /v1/embeddings` request. */
export const embeddingsRequestSchema = z.looseObject({
  model: z.string(),
  input: z.union([z.string(), z.array(z.string())]),
  dimensions: z.number().int().positive().max(65536).nullish(),
  encoding_format: z.enum(['float', 'base64']).nullish(),
});

/**
 * The `POST /v1/embeddings` response body: a {@link hashedEmbedding} of each input (of the requested
 * `dimensions`, else `defaultDimensions`), with `usage.prompt_tokens` estimated from the input text.
 */
export function embeddingsBody(
  request: z.infer<typeof embeddingsRequestSchema>,
  defaultDimensions: number,
): Record<string, unknown> {
  const inputs = typeof request.input === 'string' ? [request.input] : request.input;
  const dimensions = request.dimensions ?? defaultDimensions;
  const tokens = inputs.reduce((sum, text) => sum + estimateTokens(text), 0);
  return {
    object: 'list',
    data: inputs.map((text, index) => {
      const vector = hashedEmbedding(text, dimensions);
      return {
        object: 'embedding',
        index,
        embedding:
          request.encoding_format === 'base64'
            ? Buffer.from(new Float32Array(vector).buffer).toString('base64')
            : vector,
      };
    }),
    model: request.model,
    usage: { prompt_tokens: tokens, total_tokens: tokens },
  };
}
