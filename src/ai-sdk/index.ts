/**
 * toolwise/ai-sdk: a toolwise library inside an existing Vercel AI SDK agent.
 *
 * `libraryTools` turns library tools into an AI SDK `ToolSet` that runs calls through the toolwise executor
 * (argument validation, time limit, cancellation; failures reach the model as tool errors). `librarySearch`
 * plugs the library's search into the AI SDK's own `toolSearch()`, so deferred tools are found by toolwise
 * search and loaded on the next step:
 *
 * @example
 * ```ts
 * import { generateText, isStepCount, toolSearch } from 'ai';
 * import { ToolLibrary } from 'toolwise';
 * import { librarySearch, libraryTools } from 'toolwise/ai-sdk';
 *
 * const library = ToolLibrary.open();
 * const result = await generateText({
 *   model,
 *   tools: {
 *     search: toolSearch({ search: librarySearch({ library }) }),
 *     ...libraryTools({ library, deferLoading: true }),
 *   },
 *   stopWhen: isStepCount(10),
 *   prompt: 'What is the square root of 16?',
 * });
 * ```
 *
 * @module
 */

export { libraryTools } from './library-tools.ts';
export type { LibraryToolsOptions } from './library-tools.ts';
export { librarySearch } from './library-search.ts';
export type { LibrarySearchOptions, ToolSearchFunction } from './library-search.ts';
export { ToolCallFailedError } from './tool-call-failed-error.ts';
