/** One parameter of a ToolBench API, as in `required_parameters` and `optional_parameters`. */
export interface ToolbenchParameter {
  /** The parameter name. */
  name: string;
  /** ToolBench's type label: `STRING`, `NUMBER`, `BOOLEAN`, `ENUM`, `DATE (YYYY-MM-DD)`, ... */
  type?: string;
  /** What the parameter is. */
  description?: string;
  /** An example or default value, usually written as a string. */
  default?: unknown;
}

/** One API of the ToolBench / StableToolBench corpus (an entry of a query's `api_list`). */
export interface ToolbenchApi {
  /** The RapidAPI category, e.g. `Data`. */
  category_name?: string;
  /** The tool (RapidAPI service) the API belongs to, e.g. `TheClique`. */
  tool_name: string;
  /** The API (endpoint) name, e.g. `Songkick concert`. */
  api_name: string;
  /** What the API does. */
  api_description?: string;
  /** Parameters the API requires. */
  required_parameters?: ToolbenchParameter[];
  /** Parameters the API accepts. */
  optional_parameters?: ToolbenchParameter[];
  /** The HTTP method. */
  method?: string;
  /** The shape of a response: field names mapped to `"str"`, `"int"`, nested objects and lists. */
  template_response?: unknown;
}

/** A ToolBench query record: the query, its candidate APIs and, in test sets, the gold APIs. */
export interface ToolbenchQuery {
  /** The user request. */
  query: string;
  /** Its candidate APIs. */
  api_list: ToolbenchApi[];
  /** The APIs that solve it, as `[tool_name, api_name]` pairs. */
  'relevant APIs'?: Array<[string, string]>;
  /** The query's id within its file. */
  query_id?: number | string;
}
