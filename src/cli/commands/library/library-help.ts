/** Help text of `toolwise library`. */
export const LIBRARY_HELP = `Usage: toolwise library <command> [options]

Fill and inspect the tool library (a SQLite file; --library <path>, else $TOOLWISE_LIBRARY,
else ~/.toolwise/library.sqlite).

Commands:
  add <source>...          Add the tools of a source; adding it again updates them in place.
                           A source is a built-in toolkit (math), a TypeScript file (.ts), a JSON file
                           of tool definitions (OpenAI, Anthropic or ToolBench format), an OpenAPI spec
                           (file or URL), or an MCP config file with "mcpServers".
      --kind <k>           Force the kind: builtin, typescript, definitions, openapi, mcp
      --mcp <command>      Add the MCP server started by this command line (stdio); needs --name
      --mcp-url <url>      Add the MCP server at this Streamable HTTP URL; needs --name
      --name <name>        Name of the MCP server (source id mcp:<name>), or the one server to take
                           from an mcpServers file
      --prefix <p>         MCP: put p before every tool name of the server (avoids name clashes)
      --base-url <url>     OpenAPI: send calls here instead of the spec's servers[0]
      --bearer-env <VAR>   OpenAPI: send "Authorization: Bearer $VAR" (read at call time, never stored)
      --api-key-header <NAME=VAR>  OpenAPI: send header NAME with the value of $VAR
      --format <f>         Definitions: openai, anthropic, toolbench (default: detected)
  list                     List tools.
      --source <id>  --type <source type>  --tag <tag>  --name-contains <text>  --limit <n>
      --sources            List the sources instead, with tool counts
  show <name>              Show a tool's full definition. --version <n> shows an older version.
  update <name>            Change a tool; writes a new version.
      --description <text>  --cost <money>  --tags <a,b>  --set <json | @file>  (fields to replace)
      --code <js | @file>  A generated tool's new code; stored only if its examples still pass
  update --source <id>     Load a source again from where it came from (new, changed, removed tools).
  update --all             Do that for every source.
  remove <name>...         Remove tools (their history is kept). --source <id> removes a whole source.
  history <name>           List every version of a tool.

Every command takes --json for machine-readable output.
`;
