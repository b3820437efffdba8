import type { PriceTable } from './price-table.ts';

/** A named OpenAI-compatible server (vLLM, llama.cpp, LM Studio, a gateway) usable as `<name>:<model>`. */
export interface ProviderConfig {
  /** The only kind supported: a server speaking the OpenAI chat-completions API. */
  type: 'openai-compatible';
  /** The server's API root, e.g. `http://gpu-box:8000/v1`. */
  baseURL: string;
  /** The environment variable holding its API key; when set, the variable is required. @default no key */
  apiKeyEnv?: string;
  /** The most tools the server accepts in one request. @default no limit */
  maxTools?: number;
}

/** Model settings from the config file: extra providers and price overrides. */
export interface ModelConfig {
  /** Extra providers by name; a name here takes precedence over a built-in provider of the same name. */
  providers?: Record<string, ProviderConfig>;
  /** Price overrides, merged over `DEFAULT_PRICES`. */
  prices?: PriceTable;
  /**
   * The embedding model for dense and hybrid search, as a spec (`openai:text-embedding-3-small`,
   * `ollama:nomic-embed-text`, ...). @default none: lexical search only
   */
  embedding?: string;
}
