import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { loadBeirDataset } from './load-beir-dataset.ts';

const tiny = join(import.meta.dirname, 'test-fixtures', 'beir-tiny');
const scratch = mkdtempSync(join(tmpdir(), 'toolwise-beir-'));
after(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of the tiny dataset with one file replaced. */
const variant = (name: string, file: string, text: string): string => {
  const dir = join(scratch, name);
  cpSync(tiny, dir, { recursive: true });
  writeFileSync(join(dir, file), text);
  return dir;
};

describe('loadBeirDataset', () => {
  it('indexes tool documents as their tools and others from title and text', () => {
    const dataset = loadBeirDataset(tiny);
    assert.equal(dataset.name, 'beir-tiny');
    const tools = dataset.sources[0]?.tools ?? [];
    assert.deepEqual(
      tools.map((t) => t.name),
      ['get_weather', 'currency_converter', 'stock_quote', '4', 'currency_converter_2'],
    );
    assert.deepEqual(tools[0]?.inputSchema.required, ['city']);
    assert.equal(
      tools[1]?.description,
      "Convert an amount of money between two currencies at today's exchange rate.",
    );
    assert.deepEqual(tools[1]?.inputSchema, { type: 'object', properties: {} });
    assert.ok(tools.every((t) => t.source?.id === 'beir:beir-tiny'));
  });

  it('reads the gold from the qrels, keeping only queries with relevant documents', () => {
    const dataset = loadBeirDataset(tiny);
    assert.deepEqual(dataset.queries, [
      { id: 'q1', text: 'What is the weather in Paris right now?', relevant: ['get_weather'] },
      {
        id: 'q2',
        text: 'Convert 100 dollars to euros and tell me the AAPL stock price.',
        relevant: ['currency_converter', 'stock_quote'],
      },
      { id: 'q3', text: 'Translate hello into Spanish', relevant: ['4'] },
    ]);
  });

  it('names the file and line of malformed input', () => {
    assert.throws(
      () => loadBeirDataset(variant('json', 'corpus.jsonl', '{"_id": "a", "text": "x"}\n{"_id": ')),
      {
        code: 'dataset_load_failed',
        message: /corpus\.jsonl:2: not valid JSON/,
      },
    );
    assert.throws(() => loadBeirDataset(variant('noid', 'corpus.jsonl', '{"text": "x"}\n')), {
      code: 'dataset_load_failed',
      message: /corpus\.jsonl:1: the document has no '_id'/,
    });
    assert.throws(
      () =>
        loadBeirDataset(
          variant('dup', 'corpus.jsonl', '{"_id": "a", "text": "x"}\n{"_id": "a", "text": "y"}\n'),
        ),
      { message: /corpus\.jsonl:2: the _id 'a' is already used on line 1/ },
    );
    assert.throws(
      () =>
        loadBeirDataset(
          variant('tool', 'corpus.jsonl', '{"_id": "a", "tool": {"name": "bad name", "description": "x"}}\n'),
        ),
      { message: /corpus\.jsonl:1: .*not a valid tool name/ },
    );
    assert.throws(() => loadBeirDataset(variant('qtext', 'queries.jsonl', '{"_id": "q1"}\n')), {
      message: /queries\.jsonl:1: the query has no 'text' string/,
    });
    assert.throws(() => loadBeirDataset(variant('qrels', 'qrels/test.tsv', 'q1\td9\t1\n')), {
      message: /test\.tsv:1: the document 'd9' is not in corpus\.jsonl/,
    });
    assert.throws(
      () => loadBeirDataset(variant('qrels2', 'qrels/test.tsv', 'query-id\tcorpus-id\tscore\nq1\td1\n')),
      {
        message: /test\.tsv:2: expected three columns/,
      },
    );
    assert.throws(() => loadBeirDataset(variant('qrels3', 'qrels/test.tsv', 'q9\td1\t1\n')), {
      message: /test\.tsv:1: the query 'q9' is not in queries\.jsonl/,
    });
    assert.throws(() => loadBeirDataset(join(scratch, 'missing')), {
      message: /missing[/\\]corpus\.jsonl: the file does not exist/,
    });
  });
});
