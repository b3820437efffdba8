/** The name of `tulip-auto`'s meta-tool that creates a tool. */
export const CREATE_TOOL_NAME = 'create_tool';
/** The name of `tulip-auto`'s meta-tool that shows a tool (with its code, for a generated one). */
export const SHOW_TOOL_NAME = 'show_tool';
/** The name of `tulip-auto`'s meta-tool that changes a generated tool. */
export const UPDATE_TOOL_NAME = 'update_tool';
/** The name of `tulip-auto`'s meta-tool that deletes a generated tool. */
export const DELETE_TOOL_NAME = 'delete_tool';

/** What `tulip-auto` adds to the tulip system prompt: how to create, change and delete tools. */
export function toolMakingInstructions(): string {
  return [
    `When no tool does what a step needs, create one with ${CREATE_TOOL_NAME}: a JavaScript function \`function run(input) { ... }\` that takes the input object and returns a JSON result, with a JSON Schema of the input and examples (inputs with the exact results they must give). The code runs in a sandbox: plain JavaScript only, no imports, network, files or timers. The tool is checked (it must parse, have a valid schema, run on the examples and give the expected results) before it joins the library; if a check fails you get the exact errors, so fix them and try again. Then call the tool like any other.`,
    `To change a tool that was created this way, read it with ${SHOW_TOOL_NAME} and call ${UPDATE_TOOL_NAME} with what changes (its old examples must still pass, so add an example for the new case). Remove one with ${DELETE_TOOL_NAME}.`,
  ].join('\n');
}

/** The description of `create_tool`. */
export function createToolDescription(): string {
  return 'Create a new tool in the library from JavaScript code defining function run(input), a JSON Schema of the input and examples. It is stored only if it parses, its schema is valid and it passes every example.';
}

/** The description of `show_tool`. */
export function showToolDescription(): string {
  return 'Show a tool of the library: its description, input schema and, for a created tool, its code and examples.';
}

/** The description of `update_tool`. */
export function updateToolDescription(): string {
  return 'Change a created tool: give its name and what changes (description, input_schema, code, new examples). The changed tool must pass its old and new examples; it is stored as a new version.';
}

/** The description of `delete_tool`. */
export function deleteToolDescription(): string {
  return 'Delete a created tool from the library (its history is kept). Tools that were not created this way cannot be deleted.';
}

/** What the model reads after a tool was created. */
export function toolCreatedMessage(name: string, version: number): string {
  return `Created tool '${name}' (version ${version}). It is in the library and among your tools now: call it.`;
}

/** What the model reads after a tool was updated. */
export function toolUpdatedMessage(name: string, version: number): string {
  return `Updated tool '${name}' to version ${version}. Calls use the new version now.`;
}

/** What the model reads after a tool was deleted. */
export function toolDeletedMessage(name: string): string {
  return `Deleted tool '${name}' from the library.`;
}

/** What the model reads after a rejected create or update: the diagnostics and what to do. */
export function toolRejectedMessage(diagnostics: string, action: 'create' | 'update'): string {
  const again = action === 'create' ? CREATE_TOOL_NAME : UPDATE_TOOL_NAME;
  return `${diagnostics}\nNothing was stored. Fix the problem and call ${again} again${action === 'create' ? ' with the whole tool' : ''}.`;
}
