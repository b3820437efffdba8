import { z } from 'zod';
import { extractCodeBlock } from './extract-code-block.ts';

/**
 * Validates a reply that must hold JavaScript defining the function `name` (e.g. `extract`): the code is
 * taken from the reply's first fenced block, and must declare `name` as a function or a `const`/`let`/`var`.
 */
export function codeReplySchema(name: string) {
  const defines = new RegExp(`(?:function\\s*\\*?\\s*${name}\\s*\\()|(?:(?:const|let|var)\\s+${name}\\s*=)`);
  return z
    .string()
    .transform(extractCodeBlock)
    .pipe(
      z
        .string()
        .min(1, { error: 'The reply has no code. Reply with one ```javascript code block.' })
        .refine((code) => defines.test(code), {
          error: `The reply does not define the function '${name}'. Reply with one \`\`\`javascript code block that defines: function ${name}(data) { ... }`,
        }),
    );
}
