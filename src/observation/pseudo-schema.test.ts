import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTokenCounter } from '../ledger/token-counter.ts';
import { templateResponseSchema } from '../sources/definitions/template-response-schema.ts';
import { createSchemaValidator } from '../tool/schema-validator.ts';
import { codeReplySchema } from './code-reply-schema.ts';
import { extractCodeBlock } from './extract-code-block.ts';
import { isLongResult } from './is-long-result.ts';
import { pseudoSchema } from './pseudo-schema.ts';
import {
  fillTemplate,
  HOTEL_SEARCH_TEMPLATE,
  STOCK_HISTORY_TEMPLATE,
} from './test-support/toolbench-shapes.ts';

describe('pseudoSchema', () => {
  it('lists keys with types, each list once with its length, and one example per string', () => {
    const schema = pseudoSchema({
      ok: true,
      total: 2,
      items: [
        { id: 1, name: 'alpha', price: 1.5, tags: ['a', 'b'] },
        { id: 2, name: 'beta', price: 3, tags: [] },
      ],
    });
    assert.equal(
      schema,
      [
        '{',
        '  "ok": boolean,',
        '  "total": integer,',
        '  "items": list of 2 × {',
        '    "id": integer,',
        '    "name": string, e.g. "alpha",',
        '    "price": number,',
        '    "tags": list of 0–2 × string, e.g. "a"',
        '  }',
        '}',
      ].join('\n'),
    );
  });

  it('merges the shapes of list elements: keys some lack are optional, mixed types are joined', () => {
    const schema = pseudoSchema([{ a: 1, b: null }, { a: 'x', b: { c: 1 } }, { a: 2 }], { examples: false });
    assert.equal(
      schema,
      ['list of 3 × {', '  "a": string | integer,', '  "b"?: {', '    "c": integer', '  } | null', '}'].join(
        '\n',
      ),
    );
  });

  it('cuts deep nesting and wide objects', () => {
    assert.equal(
      pseudoSchema({ a: { b: { c: { d: 1 } } } }, { maxDepth: 2 }),
      '{\n  "a": {\n    "b": { …1 keys }\n  }\n}',
    );
    const wide = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`k${i}`, i]));
    const schema = pseudoSchema(wide, { maxKeys: 3 });
    assert.match(schema, /"k2": integer,\n {2}… 97 more keys\n\}$/);
  });

  it('describes a long text by its length', () => {
    assert.equal(pseudoSchema('x'.repeat(5000), { examples: false }), 'string (5000 characters)');
  });

  it('outlines a ToolBench-shaped result in a small fraction of its tokens', () => {
    const data = fillTemplate(HOTEL_SEARCH_TEMPLATE);
    assert.deepEqual(
      createSchemaValidator().validate(templateResponseSchema(HOTEL_SEARCH_TEMPLATE), data),
      [],
    );
    const schema = pseudoSchema(data);
    assert.match(schema, /"hotels": list of 120 × \{/);
    assert.match(schema, /"rooms": list of 3 × \{/);
    assert.match(schema, /"amenities": list of 6 × string/);
    const tokens = createTokenCounter();
    assert.ok(tokens.countTokens(schema) * 50 < tokens.countTokens(JSON.stringify(data)));
    assert.match(pseudoSchema(fillTemplate(STOCK_HISTORY_TEMPLATE)), /"2\. Symbol": string/);
  });
});

describe('isLongResult', () => {
  it('is false for texts within the token budget and true beyond it', () => {
    assert.equal(isLongResult('short', { maxTokens: 10 }), false);
    assert.equal(isLongResult('word '.repeat(50), { maxTokens: 10 }), true);
    assert.equal(isLongResult('word '.repeat(50), { maxTokens: 500 }), false);
    assert.equal(
      isLongResult('x'.repeat(1_000_000), { maxTokens: 500, tokens: { countTokens: () => 0 } }),
      true,
    );
  });
});

describe('extracting code from a reply', () => {
  it('takes the first fenced block, or the whole reply', () => {
    assert.equal(
      extractCodeBlock('Sure:\n```js\nfunction extract(d) { return 1; }\n```\nDone.'),
      'function extract(d) { return 1; }',
    );
    assert.equal(extractCodeBlock('function extract(d) { return 1; }'), 'function extract(d) { return 1; }');
  });

  it('validates that the code defines the function', () => {
    const schema = codeReplySchema('extract');
    assert.equal(schema.safeParse('```\nconst extract = (d) => d.x;\n```').success, true);
    const missing = schema.safeParse('I would look at the data first.');
    assert.equal(missing.success, false);
    assert.match(missing.error?.issues[0]?.message ?? '', /does not define the function 'extract'/);
  });
});
