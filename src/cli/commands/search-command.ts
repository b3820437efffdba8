import type { SearchHit, SearchMethod } from '../../search/search-types.ts';
import type { CliIo } from '../cli-io.ts';
import { EXIT } from '../exit-codes.ts';
import { formatTable } from '../format-table.ts';
import { EMBEDDING_MODEL_ENV, openCliLibrary } from '../open-cli-library.ts';
import { numberOption, parseCommandArgs } from '../parse-command-args.ts';
import { printJson } from '../print-result.ts';
import { UsageError } from '../usage-error.ts';

export const SEARCH_HELP = `Usage: toolwise search "<query>" ["<query>" ...] [options]

Search the tool library. Several queries (e.g. the subtasks of a task) are searched one by one and
their results also fused into one list.

Options:
  --top-k <n>        How many tools per query (default 5)
  --min-score <s>    Drop hits scoring below s. Lexical scores are in [0, 1): 0.5 is as good as a
                     description that mentions every query term once (default 0)
  --method <m>       lexical (offline) | dense | hybrid (need an embedding model: set
                     TOOLWISE_EMBEDDING_MODEL or "embedding" in ~/.toolwise/config.json).
                     Default: hybrid with an embedding model, else lexical
  --source <id>      Only tools from this source
  --tag <tag>        Only tools with this tag
  --library <path>   The library file
  --json             Machine-readable output
`;

/** `toolwise search ...` */
export async function searchCommand(args: string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommandArgs(
    args,
    {
      'top-k': { type: 'string' },
      'min-score': { type: 'string' },
      method: { type: 'string' },
      source: { type: 'string' },
      tag: { type: 'string' },
    },
    SEARCH_HELP,
  );
  if (values.help) {
    io.out(SEARCH_HELP);
    return EXIT.ok;
  }
  const queries = positionals.filter((q) => q.trim() !== '');
  if (queries.length === 0) throw new UsageError('search needs a query', SEARCH_HELP);
  const method = values.method as SearchMethod | undefined;
  if (method !== undefined && !['lexical', 'dense', 'hybrid'].includes(method)) {
    throw new UsageError(`--method takes lexical, dense or hybrid, got '${method}'`, SEARCH_HELP);
  }
  const topK = numberOption(values['top-k'], 'top-k', { min: 1, max: 1000, integer: true });
  const minScore = numberOption(values['min-score'], 'min-score');
  const options = {
    ...(topK !== undefined && { topK }),
    ...(minScore !== undefined && { minScore }),
    ...(method !== undefined && { method }),
    ...(values.source !== undefined && { source: values.source }),
    ...(values.tag !== undefined && { tags: [values.tag] }),
  };
  const library = await openCliLibrary(io, { flag: values.library, mode: 'read' });
  try {
    if (method !== undefined && method !== 'lexical' && !library.hasEmbeddingModel) {
      throw new UsageError(
        `--method ${method} needs an embedding model: set ${EMBEDDING_MODEL_ENV} (e.g. openai:text-embedding-3-small) or "embedding" in the config file`,
        SEARCH_HELP,
      );
    }
    if (queries.length === 1) {
      const hits = await library.search(queries[0] as string, options);
      if (values.json) printJson(io, { query: queries[0], hits: hits.map(hitJson) });
      else printHits(io, hits);
    } else {
      const result = await library.searchMany(queries, options);
      if (values.json) {
        printJson(io, {
          perQuery: result.perQuery.map((q) => ({ query: q.query, hits: q.hits.map(hitJson) })),
          fused: result.fused.map(hitJson),
        });
      } else {
        for (const q of result.perQuery) {
          io.out(`\n${q.query}\n`);
          printHits(io, q.hits);
        }
        io.out('\nAll queries, fused\n');
        printHits(io, result.fused);
      }
    }
    return EXIT.ok;
  } finally {
    library.close();
  }
}

function hitJson(hit: SearchHit) {
  return {
    rank: hit.rank,
    name: hit.tool.name,
    score: Number(hit.score.toFixed(4)),
    description: hit.tool.description,
    source: hit.tool.source.id,
  };
}

function printHits(io: CliIo, hits: SearchHit[]): void {
  if (hits.length === 0) {
    io.out('No matching tools.\n');
    return;
  }
  io.out(
    formatTable(
      ['#', 'TOOL', 'SCORE', 'DESCRIPTION'],
      hits.map((h) => [String(h.rank), h.tool.name, h.score.toFixed(3), h.tool.description]),
      { maxWidth: 70 },
    ),
  );
}
