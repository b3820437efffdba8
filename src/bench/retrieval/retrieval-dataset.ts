import type { LoadedSource } from '../../sources/loaded-source.ts';

/** One benchmark query and the tools that answer it. */
export interface RetrievalQuery {
  /** The query's id, unique within the dataset. */
  id: string;
  /** The query text, searched as is. */
  text: string;
  /** The names of the relevant tools (the gold); never empty. */
  relevant: string[];
}

/** A tool-retrieval benchmark: the tools to index, as library sources, and the queries with their gold. */
export interface RetrievalDataset {
  /** A short name for reports, e.g. `stabletoolbench`. */
  name: string;
  /** The tools, grouped by source; synced into the library one source at a time. */
  sources: LoadedSource[];
  /** The queries. */
  queries: RetrievalQuery[];
  /** Notes on what was skipped while loading. */
  warnings: string[];
}
