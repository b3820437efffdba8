import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatasetLoadError } from './dataset-load-error.ts';
import { loadBeirDataset } from './load-beir-dataset.ts';
import { STABLE_TOOLBENCH_FILES, loadStableToolBench } from './load-stable-toolbench.ts';
import type { RetrievalDataset } from './retrieval-dataset.ts';

/** The layouts of retrieval datasets toolwise reads. */
export type RetrievalDatasetFormat = 'beir' | 'stabletoolbench';

/**
 * Loads a retrieval dataset from `dir` in the given layout, or, with `auto`, the layout its files show
 * (`corpus.jsonl` → BEIR; `G1_instruction.json` and its siblings → StableToolBench). Throws
 * `DatasetLoadError` when the layout cannot be told or the files are malformed.
 */
export function loadRetrievalDataset(options: {
  /** The dataset folder. */
  dir: string;
  /** The layout. @default 'auto' */
  format?: RetrievalDatasetFormat | 'auto';
}): RetrievalDataset {
  const { dir, format = 'auto' } = options;
  const resolved = format === 'auto' ? detect(dir) : format;
  return resolved === 'beir' ? loadBeirDataset(dir) : loadStableToolBench(dir);
}

function detect(dir: string): RetrievalDatasetFormat {
  if (existsSync(join(dir, 'corpus.jsonl'))) return 'beir';
  if (STABLE_TOOLBENCH_FILES.some((f) => existsSync(join(dir, `${f}.json`)))) return 'stabletoolbench';
  throw new DatasetLoadError({
    file: dir,
    reason:
      'cannot tell the dataset layout: expected corpus.jsonl, queries.jsonl and qrels/ (BEIR) or G1_instruction.json and its siblings (StableToolBench)',
  });
}
