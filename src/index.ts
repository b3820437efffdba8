// toolwise: the public API. Everything a library user needs is exported from here; internals are not.

export * from './errors/index.ts';
export * from './tool/index.ts';

export { ToolLibrary } from './library/tool-library.ts';
export type { LibraryOptions } from './library/tool-library.ts';
export { defaultLibraryPath, LIBRARY_PATH_ENV } from './library/default-library-path.ts';
export type { ListFilter } from './library/list-filter.ts';
export type { SourceOrigin, SourceRecord, SyncReport } from './library/sync-report.ts';
export type { ToolVersion } from './library/tool-version.ts';

export type { MultiSearchResult, SearchHit, SearchMethod, SearchOptions } from './search/search-types.ts';
export type { EmbeddingConfig } from './search/embedding-config.ts';
export { DEFAULT_FIELD_WEIGHTS } from './search/fts-weights.ts';
export type { FieldWeights } from './search/fts-weights.ts';

export type { LoadedSource } from './sources/loaded-source.ts';
export { SourceLoadError } from './sources/source-load-error.ts';
export { detectSourceOrigins } from './sources/detect-source-origin.ts';
export type { DetectSourceOptions } from './sources/detect-source-origin.ts';
export { loadSource } from './sources/load-source.ts';
export type { LoadSourceContext } from './sources/load-source.ts';
export { createSourceResolvers } from './sources/create-source-resolvers.ts';
export type { SourceResolversOptions } from './sources/create-source-resolvers.ts';
export * from './sources/typescript/index.ts';

export { BUILTIN_TOOLKITS } from './toolkits/builtin-toolkits.ts';
export type { BuiltinToolkit } from './toolkits/builtin-toolkits.ts';
