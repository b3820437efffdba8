import { basename, join, resolve } from 'node:path';
import { uniqueToolNames } from '../../sources/definitions/unique-tool-names.ts';
import { inputSchemaOf } from '../../sources/definitions/input-schema-of.ts';
import { ToolwiseError } from '../../errors/toolwise-error.ts';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import type { ToolDefinitionInput, ToolSource } from '../../tool/tool-definition.ts';
import { toToolName } from '../../tool/tool-name.ts';
import { validateToolDefinition } from '../../tool/validate-tool-definition.ts';
import { DatasetLoadError } from './dataset-load-error.ts';
import { readDatasetFile, readJsonl } from './read-jsonl.ts';
import type { RetrievalDataset, RetrievalQuery } from './retrieval-dataset.ts';

/** Options of {@link loadBeirDataset}. */
export interface LoadBeirDatasetOptions {
  /** The qrels split, read from `qrels/<split>.tsv`. @default 'test' */
  split?: string;
  /** The dataset's name in reports. @default the folder name */
  name?: string;
}

/**
 * Loads a tool-retrieval dataset in BEIR layout from `dir`:
 * - `corpus.jsonl`: `{ _id, title, text, tool? }`. A `tool` object `{ name, description, parameters }`
 *   (JSON Schema parameters) is indexed as that tool; otherwise a tool is made with the title as its name
 *   (snake_case, or the `_id` without a title), the text as its description and an empty input schema.
 *   Colliding names get `_2`, `_3`, ... in file order.
 * - `queries.jsonl`: `{ _id, text }`.
 * - `qrels/<split>.tsv`: `query-id`, `corpus-id`, `score` separated by tabs, with an optional header line;
 *   scores above 0 mark relevant documents.
 *
 * Only queries with at least one relevant document are kept. Throws `DatasetLoadError` naming the file and
 * line of malformed input (bad JSON, missing ids, invalid tools, unknown ids in the qrels).
 */
export function loadBeirDataset(dir: string, options: LoadBeirDatasetOptions = {}): RetrievalDataset {
  const { split = 'test', name = basename(resolve(dir)) } = options;
  const source: ToolSource = { type: 'definition', id: `beir:${name}`, config: { format: 'beir' } };
  const corpusFile = join(dir, 'corpus.jsonl');
  const validator = createSchemaValidator();
  const docs: Array<{ id: string; tool: ToolDefinitionInput }> = [];
  const docLines = new Map<string, number>();
  for (const { line, record } of readJsonl(corpusFile)) {
    const fail = (reason: string, cause?: unknown): never => {
      throw new DatasetLoadError({ file: corpusFile, line, reason, cause });
    };
    const id = idOf(record['_id']) ?? fail("the document has no '_id'");
    const first = docLines.get(id);
    if (first !== undefined) fail(`the _id '${id}' is already used on line ${first}`);
    docLines.set(id, line);
    const tool = docTool(record, id, fail);
    try {
      validateToolDefinition({ ...tool, source }, validator);
    } catch (error) {
      if (!ToolwiseError.isInstance(error)) throw error;
      fail(error.message, error);
    }
    docs.push({ id, tool: { ...tool, source } });
  }
  const names = uniqueToolNames(docs.map((d) => d.tool.name));
  const nameOfDoc = new Map(docs.map((d, i) => [d.id, names[i] as string]));
  const tools = docs.map((d, i) => ({ ...d.tool, name: names[i] as string }));

  const queriesFile = join(dir, 'queries.jsonl');
  const queryText = new Map<string, string>();
  for (const { line, record } of readJsonl(queriesFile)) {
    const id = idOf(record['_id']);
    if (id === undefined)
      throw new DatasetLoadError({ file: queriesFile, line, reason: "the query has no '_id'" });
    if (typeof record['text'] !== 'string') {
      throw new DatasetLoadError({ file: queriesFile, line, reason: "the query has no 'text' string" });
    }
    queryText.set(id, record['text']);
  }

  const relevant = readQrels(join(dir, 'qrels', `${split}.tsv`), queryText, nameOfDoc);
  const queries: RetrievalQuery[] = [...relevant].map(([id, gold]) => ({
    id,
    text: queryText.get(id) as string,
    relevant: [...gold],
  }));
  return { name, sources: [{ sourceId: source.id, tools, warnings: [] }], queries, warnings: [] };
}

function docTool(
  record: Record<string, unknown>,
  id: string,
  fail: (reason: string) => never,
): ToolDefinitionInput {
  const title = typeof record['title'] === 'string' ? record['title'].trim() : '';
  const text = typeof record['text'] === 'string' ? record['text'].trim() : '';
  const tool = record['tool'];
  if (tool === undefined || tool === null) {
    return {
      name: toToolName(title || id),
      description: text || title,
      inputSchema: { type: 'object', properties: {} },
    };
  }
  if (typeof tool !== 'object' || Array.isArray(tool)) return fail("'tool' must be an object");
  const t = tool as Record<string, unknown>;
  if (typeof t['name'] !== 'string') return fail("'tool.name' must be a string");
  if (t['description'] !== undefined && typeof t['description'] !== 'string') {
    return fail("'tool.description' must be a string");
  }
  try {
    return {
      name: t['name'],
      description: (t['description'] as string | undefined) ?? text,
      inputSchema: inputSchemaOf(t['parameters'], { toolName: t['name'], path: 'tool.parameters' }),
    };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

function readQrels(
  file: string,
  queries: Map<string, string>,
  nameOfDoc: Map<string, string>,
): Map<string, Set<string>> {
  const relevant = new Map<string, Set<string>>();
  readDatasetFile(file)
    .split('\n')
    .forEach((raw, i) => {
      if (raw.trim() === '') return;
      const line = i + 1;
      const cells = (raw.includes('\t') ? raw.split('\t') : raw.trim().split(/\s+/)).map((c) => c.trim());
      const [queryId, docId, score, ...rest] = cells;
      if (i === 0 && Number.isNaN(Number(score))) return; // header
      if (queryId === undefined || docId === undefined || score === undefined || rest.length > 0) {
        throw new DatasetLoadError({
          file,
          line,
          reason: 'expected three columns: query-id, corpus-id, score',
        });
      }
      if (Number.isNaN(Number(score))) {
        throw new DatasetLoadError({ file, line, reason: `the score '${score}' is not a number` });
      }
      if (!queries.has(queryId)) {
        throw new DatasetLoadError({ file, line, reason: `the query '${queryId}' is not in queries.jsonl` });
      }
      const tool = nameOfDoc.get(docId);
      if (tool === undefined) {
        throw new DatasetLoadError({ file, line, reason: `the document '${docId}' is not in corpus.jsonl` });
      }
      if (Number(score) <= 0) return;
      const gold = relevant.get(queryId) ?? new Set<string>();
      gold.add(tool);
      relevant.set(queryId, gold);
    });
  return relevant;
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}
