import type { ObjectJsonSchema } from '../tool/json-schema.ts';

/** Name of the meta-tool that searches the library. */
export const SEARCH_TOOLS = 'search_tools';
/** Name of the meta-tool that returns one tool's full definition. */
export const GET_TOOL = 'get_tool';
/** Name of the meta-tool that calls a tool (and extracts from large results). */
export const CALL_TOOL = 'call_tool';
/** The names of the meta-tools. */
export const META_TOOL_NAMES: readonly string[] = [SEARCH_TOOLS, GET_TOOL, CALL_TOOL];

/** A tool as the gateway lists it to MCP clients. */
export interface ListedTool {
  /** Its name. */
  name: string;
  /** What it does. */
  description: string;
  /** The JSON Schema of its arguments. */
  inputSchema: ObjectJsonSchema;
}

/** What the meta-tool descriptions mention about the library behind them. */
export interface MetaToolContext {
  /** How many tools the library holds. */
  toolCount: number;
  /** The largest result returned in full, in tokens. */
  resultLimitTokens: number;
  /** Tools per description that `search_tools` returns by default. */
  searchTopK: number;
}

/** The definitions of `search_tools`, `get_tool` and `call_tool`, as MCP clients see them. */
export function gatewayMetaTools(context: MetaToolContext): ListedTool[] {
  return [
    {
      name: SEARCH_TOOLS,
      description: `Find tools in a library of ${context.toolCount} tools. First break the task into steps that each need one tool; then give one short description per step, saying what the tool does, not the values ("convert currency", not "convert 5 USD to EUR"). Returns, per step, the best tools: name, what it does, parameters. Call them with ${CALL_TOOL}; use ${GET_TOOL} when you need a tool's full definition.`,
      inputSchema: {
        type: 'object',
        properties: {
          queries: {
            type: 'array',
            items: { type: 'string' },
            minItems: 1,
            maxItems: 10,
            description: 'One short description per step of the task.',
          },
          top_k: {
            type: 'integer',
            minimum: 1,
            maximum: 20,
            description: `Tools per description (default ${context.searchTopK}).`,
          },
        },
        required: ['queries'],
      },
    },
    {
      name: GET_TOOL,
      description: `The full definition of one tool: what it does, the JSON Schema of its arguments, its result and cost. One tool per call.`,
      inputSchema: {
        type: 'object',
        properties: { name: { type: 'string', description: 'The exact tool name.' } },
        required: ['name'],
      },
    },
    {
      name: CALL_TOOL,
      description: `Call a tool with its arguments. Invalid arguments come back with what is wrong, so you can fix them. A result over ${context.resultLimitTokens} tokens is not returned in full: you get its shape, a preview and a handle; call again with the same name, the handle and \`extract\` to get just the values you need.`,
      inputSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', description: 'The tool to call.' },
          arguments: { type: 'object', description: "The tool's arguments." },
          extract: {
            type: 'string',
            description:
              'Return only this part of the result: JSONPath (starts with $, gives the list of matches, e.g. $.items[*].id) or JMESPath (e.g. items[?price > `10`].name).',
          },
          handle: {
            type: 'string',
            description: 'Extract from this kept result instead of calling the tool again.',
          },
        },
        required: ['name'],
      },
    },
  ];
}
