/** What one gateway session cost and spared. Token figures use the project's tokenizer (o200k_base). */
export interface GatewaySessionStats {
  /** The session id (the `Mcp-Session-Id` over HTTP). */
  sessionId: string;
  /** The client's name from its `initialize` request (e.g. `claude-ai`), when it sent one. */
  clientName: string | null;
  /** The client's version. */
  clientVersion: string | null;
  /** `stdio`, `http` or `memory`. */
  transport: string;
  /** When the session started (ISO 8601). */
  startedAt: string;
  /** When it ended, or null while it is open (or when the gateway was stopped abruptly). */
  endedAt: string | null;
  /** Tools in the library when it started. */
  toolsAvailable: number;
  /** Tool calls made (through `call_tool` and pinned tools, extractions included). */
  calls: number;
  /** Calls that failed (invalid arguments, upstream errors, forbidden by the budget, ...). */
  failedCalls: number;
  /** Money spent on tool fees. */
  fees: number;
  /** Tokens of all tool definitions: what listing every tool would have cost the client. */
  definitionTokensAll: number;
  /** Tokens of what the gateway listed instead: meta-tools, pinned tools, instructions. */
  definitionTokensListed: number;
  /** `definitionTokensAll - definitionTokensListed`: spared once per session (at least 0). */
  definitionTokensSpared: number;
  /**
   * Spared on every call's model turn, for clients that send all tool definitions with every model
   * request (most do): the sum over calls of `definitionTokensAll - definitionTokensListed`.
   */
  definitionTokensSparedPerCall: number;
  /** Tokens of definitions the client fetched with `get_tool`. */
  definitionTokensFetched: number;
  /** `search_tools` calls. */
  searches: number;
  /** Tokens of `search_tools` results. */
  searchResultTokens: number;
  /** Tokens of tool results in full. */
  resultTokensFull: number;
  /** Tokens of the results as returned (trimmed ones as shape, preview and handle). */
  resultTokensReturned: number;
  /** `resultTokensFull - resultTokensReturned`. */
  resultTokensTrimmed: number;
  /**
   * What the gateway saved the client on balance, once-per-session definitions counted:
   * `definitionTokensSpared + resultTokensTrimmed - definitionTokensFetched - searchResultTokens`.
   */
  netTokensSpared: number;
}

/** Calls of one tool. */
export interface GatewayToolStats {
  /** The tool. */
  tool: string;
  /** Calls. */
  calls: number;
  /** Failed calls. */
  failedCalls: number;
  /** Fees spent. */
  fees: number;
  /** Result tokens trimmed. */
  resultTokensTrimmed: number;
  /** Mean latency of its calls, in ms. */
  meanLatencyMs: number;
}

/** Sums over sessions. */
export type GatewayTotals = Omit<
  GatewaySessionStats,
  'sessionId' | 'clientName' | 'clientVersion' | 'transport' | 'startedAt' | 'endedAt' | 'toolsAvailable'
> & {
  /** Sessions counted. */
  sessions: number;
};

/** What `toolwise stats` reports. */
export interface GatewayStats {
  /** Sessions, newest first. */
  sessions: GatewaySessionStats[];
  /** Sums over those sessions. */
  totals: GatewayTotals;
  /** Calls per tool in those sessions, most called first. */
  tools: GatewayToolStats[];
}
