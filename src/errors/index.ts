export { ToolwiseError } from './toolwise-error.ts';
export { InvalidToolDefinitionError } from './invalid-tool-definition-error.ts';
export { ToolNotFoundError } from './tool-not-found-error.ts';
export { DuplicateToolError } from './duplicate-tool-error.ts';
export { LibraryOpenError } from './library-open-error.ts';
export { InvalidArgumentError } from './invalid-argument-error.ts';
export { TooManyToolsError } from './too-many-tools-error.ts';
