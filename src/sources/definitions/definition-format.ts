/**
 * The tool-definition file formats toolwise reads:
 * - `openai`: OpenAI function tools, `{ type: 'function', function: { name, description, parameters } }` or
 *   bare `{ name, description, parameters }`.
 * - `anthropic`: Anthropic tools, `{ name, description, input_schema }`.
 * - `toolbench`: ToolBench / StableToolBench API entries (`tool_name`, `api_name`, `required_parameters`, ...),
 *   bare or inside query records (`{ query, api_list: [...] }`).
 */
export type DefinitionFormat = 'openai' | 'anthropic' | 'toolbench';

/** Every {@link DefinitionFormat}, in the order auto-detection prefers them on a tie. */
export const DEFINITION_FORMATS: readonly DefinitionFormat[] = ['openai', 'anthropic', 'toolbench'];
