export {
  GENERATED_ENTRY,
  GENERATED_SOURCE_ID,
  GENERATED_SOURCE_TYPE,
  generatedSource,
  readGeneratedConfig,
} from './generated-source.ts';
export type { GeneratedExample, GeneratedToolConfig, GeneratedToolSpec } from './generated-source.ts';
export { checkGeneratedTool } from './check-generated-tool.ts';
export type {
  CheckGeneratedToolOptions,
  GeneratedToolCheck,
  GeneratedToolStage,
} from './check-generated-tool.ts';
export { createGeneratedTool } from './create-generated-tool.ts';
export { updateGeneratedTool } from './update-generated-tool.ts';
export { readGeneratedTool } from './read-generated-tool.ts';
export type { GeneratedToolChanges } from './update-generated-tool.ts';
export { deleteGeneratedTool } from './delete-generated-tool.ts';
export { formatGeneratedToolRejection } from './generated-tool-outcome.ts';
export type { GeneratedToolOutcome } from './generated-tool-outcome.ts';
export { createGeneratedHandlerResolver } from './create-generated-handler-resolver.ts';
export type { GeneratedHandlerResolverOptions } from './create-generated-handler-resolver.ts';
export { findJsonDifference } from './find-json-difference.ts';
export type { JsonDifference } from './find-json-difference.ts';
