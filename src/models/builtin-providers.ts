/** A provider toolwise knows without a config file. */
export interface BuiltinProvider {
  /** The name used in model specs, e.g. `openai` in `openai:gpt-4.1-mini`. */
  name: string;
  /** One line for help texts. */
  description: string;
  /** The environment variable holding the API key, when one is needed or accepted. */
  apiKeyEnv?: string;
  /** The environment variable that overrides the server, when there is one. */
  baseUrlEnv?: string;
  /** Whether a missing key is an error. */
  requiresKey: boolean;
}

/** The built-in providers, in the order error messages and help texts list them. */
export const BUILTIN_PROVIDERS: readonly Readonly<BuiltinProvider>[] = Object.freeze([
  Object.freeze({
    name: 'openai',
    description: 'OpenAI (Responses API)',
    apiKeyEnv: 'OPENAI_API_KEY',
    baseUrlEnv: 'OPENAI_BASE_URL',
    requiresKey: true,
  }),
  Object.freeze({
    name: 'anthropic',
    description: 'Anthropic Messages API',
    apiKeyEnv: 'ANTHROPIC_API_KEY',
    baseUrlEnv: 'ANTHROPIC_BASE_URL',
    requiresKey: true,
  }),
  Object.freeze({
    name: 'google',
    description: 'Google Gemini API',
    apiKeyEnv: 'GOOGLE_GENERATIVE_AI_API_KEY',
    requiresKey: true,
  }),
  Object.freeze({
    name: 'ollama',
    description: "a local Ollama's OpenAI-compatible endpoint",
    baseUrlEnv: 'OLLAMA_BASE_URL',
    requiresKey: false,
  }),
  Object.freeze({
    name: 'compatible',
    description: 'any OpenAI-compatible server (vLLM, llama.cpp, LM Studio): compatible:<model>@<baseURL>',
    apiKeyEnv: 'TOOLWISE_API_KEY',
    baseUrlEnv: 'TOOLWISE_BASE_URL',
    requiresKey: false,
  }),
]);
