import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { EmbeddingModelV4, LanguageModelV4 } from '@ai-sdk/provider';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import { BUILTIN_PROVIDERS } from './builtin-providers.ts';
import { InvalidModelSpecError } from './invalid-model-spec-error.ts';
import { MissingApiKeyError } from './missing-api-key-error.ts';
import { MissingBaseUrlError } from './missing-base-url-error.ts';
import type { ModelConfig, ProviderConfig } from './model-config.ts';
import { parseModelSpec } from './parse-model-spec.ts';
import { UnknownProviderError } from './unknown-provider-error.ts';

/** The most function tools the OpenAI API accepts in one request. */
export const OPENAI_MAX_TOOLS = 128;

/** The Ollama endpoint used when `OLLAMA_BASE_URL` is not set. */
export const DEFAULT_OLLAMA_BASE_URL = 'http://localhost:11434/v1';

/** Options of {@link resolveModel}. */
export interface ResolveModelOptions {
  /** Where API keys and base URLs are read from. @default process.env */
  env?: Record<string, string | undefined>;
  /** Providers and prices from the config file (see `loadModelConfig`). @default {} */
  config?: ModelConfig;
  /** The fetch every request goes through (tests, proxies, logging). @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** A language model ready for `generateText`, with what toolwise needs to know about it. */
export interface ResolvedModel {
  /** The AI SDK model. */
  model: LanguageModelV4;
  /** The provider name of the spec, e.g. `openai`, `ollama` or a config provider; used for prices. */
  provider: string;
  /** The provider's model id, e.g. `gpt-4.1-mini`. */
  modelId: string;
  /** The spec it was resolved from, trimmed. */
  spec: string;
  /** The server requests go to, when it is not the provider's default. */
  baseURL?: string;
  /** The most tools one request may carry, when the provider limits it (OpenAI: 128). */
  maxTools?: number;
}

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

function readUrl(env: Env, name: string): string | undefined {
  const value = read(env, name);
  if (value !== undefined && (!/^https?:\/\//i.test(value) || !URL.canParse(value))) {
    throw new InvalidArgumentError({ argument: name, message: `'${value}' is not an http(s) URL` });
  }
  return value?.replace(/\/+$/, '');
}

function requireKey(env: Env, provider: string, envVar: string, hint?: string): string {
  const key = read(env, envVar);
  if (!key) throw new MissingApiKeyError({ provider, envVar, ...(hint ? { hint } : {}) });
  return key;
}

/** Ollama serves its OpenAI-compatible API under `/v1`; accept `http://host:11434` as users write it. */
function ollamaBaseUrl(raw: string): string {
  const url = new URL(raw);
  if (url.pathname === '' || url.pathname === '/') url.pathname = '/v1';
  return url.toString().replace(/\/+$/, '');
}

function findConfigProvider(
  config: ModelConfig | undefined,
  name: string,
): [string, ProviderConfig] | undefined {
  return Object.entries(config?.providers ?? {}).find(([key]) => key.toLowerCase() === name);
}

/** A provider resolved from a spec: how to make its models, and what toolwise needs to know about it. */
interface ResolvedProvider {
  /** Makes the spec's language model. */
  languageModel: () => LanguageModelV4;
  /** Makes the spec's embedding model; throws for providers without one. */
  embeddingModel: () => EmbeddingModelV4;
  /** The server requests go to, when it is not the provider's default. */
  baseURL?: string;
  /** The most tools one request may carry, when the provider limits it. */
  maxTools?: number;
}

/**
 * Turns a model spec into an AI SDK language model, constructed through the provider packages (no request
 * is made). Specs: `openai:<model>` (`OPENAI_API_KEY`, optional `OPENAI_BASE_URL`), `anthropic:<model>`
 * (`ANTHROPIC_API_KEY`), `google:<model>` (`GOOGLE_GENERATIVE_AI_API_KEY`), `ollama:<model>` (a local
 * Ollama at `OLLAMA_BASE_URL`, default {@link DEFAULT_OLLAMA_BASE_URL}, no key), `compatible:<model>@<baseURL>`
 * or `compatible:<model>` with `TOOLWISE_BASE_URL` (optional `TOOLWISE_API_KEY`) for any OpenAI-compatible
 * server, and `<name>:<model>` for a provider of the config file.
 *
 * Throws {@link InvalidModelSpecError}, {@link UnknownProviderError}, {@link MissingApiKeyError} (naming
 * the variable to set), {@link MissingBaseUrlError}, or `InvalidArgumentError` for a base-URL variable that
 * is not an http(s) URL.
 */
export function resolveModel(spec: string, options: ResolveModelOptions = {}): ResolvedModel {
  const { provider, modelId } = parseModelSpec(spec);
  const resolved = resolveProvider(spec, options);
  return {
    provider,
    modelId,
    spec: spec.trim(),
    model: resolved.languageModel(),
    ...(resolved.baseURL !== undefined && { baseURL: resolved.baseURL }),
    ...(resolved.maxTools !== undefined && { maxTools: resolved.maxTools }),
  };
}

/** An embedding model ready for `embed`, with the names its usage is priced by. */
export interface ResolvedEmbeddingModel {
  /** The AI SDK embedding model. */
  model: EmbeddingModelV4;
  /** The provider name of the spec. */
  provider: string;
  /** The provider's model id. */
  modelId: string;
}

/**
 * Turns a spec such as `openai:text-embedding-3-small`, `google:gemini-embedding-001`,
 * `ollama:nomic-embed-text` or `compatible:<model>@<baseURL>` into an AI SDK embedding model, with the
 * same keys, base URLs and config providers as {@link resolveModel}. Anthropic offers no embedding models.
 */
export function resolveEmbeddingModel(
  spec: string,
  options: ResolveModelOptions = {},
): ResolvedEmbeddingModel {
  const { provider, modelId } = parseModelSpec(spec);
  return { provider, modelId, model: resolveProvider(spec, options).embeddingModel() };
}

function resolveProvider(spec: string, options: ResolveModelOptions): ResolvedProvider {
  const { env = process.env, config, fetch } = options;
  const parsed = parseModelSpec(spec);
  const { provider, modelId } = parsed;
  const configured = findConfigProvider(config, provider);

  if (parsed.baseURL && (configured || (provider !== 'compatible' && provider !== 'ollama'))) {
    throw new InvalidModelSpecError({
      spec,
      reason: `an '@<baseURL>' suffix is only accepted by the 'compatible' and 'ollama' providers`,
    });
  }

  if (configured) {
    const [name, settings] = configured;
    const hint = `or remove apiKeyEnv from providers.${name} in the config file if the server needs no key`;
    const apiKey = settings.apiKeyEnv ? requireKey(env, name, settings.apiKeyEnv, hint) : undefined;
    const baseURL = settings.baseURL.replace(/\/+$/, '');
    const sdk = createOpenAICompatible({ name, baseURL, apiKey, fetch, includeUsage: true });
    return {
      languageModel: () => sdk(modelId),
      embeddingModel: () => sdk.embeddingModel(modelId),
      baseURL,
      ...(settings.maxTools === undefined ? {} : { maxTools: settings.maxTools }),
    };
  }

  switch (provider) {
    case 'openai': {
      const apiKey = requireKey(env, provider, 'OPENAI_API_KEY');
      const custom = readUrl(env, 'OPENAI_BASE_URL');
      const sdk = createOpenAI({ apiKey, baseURL: custom ?? 'https://api.openai.com/v1', fetch });
      return {
        languageModel: () => sdk(modelId),
        embeddingModel: () => sdk.embeddingModel(modelId),
        ...(custom ? { baseURL: custom } : {}),
        maxTools: OPENAI_MAX_TOOLS,
      };
    }
    case 'anthropic': {
      const apiKey = requireKey(env, provider, 'ANTHROPIC_API_KEY');
      const custom = readUrl(env, 'ANTHROPIC_BASE_URL');
      const sdk = createAnthropic({ apiKey, baseURL: custom ?? 'https://api.anthropic.com/v1', fetch });
      return {
        languageModel: () => sdk(modelId),
        embeddingModel: () => {
          throw new InvalidModelSpecError({
            spec,
            reason: 'Anthropic offers no embedding models; use openai:, google:, ollama: or compatible:',
          });
        },
        ...(custom ? { baseURL: custom } : {}),
      };
    }
    case 'google': {
      const apiKey = requireKey(env, provider, 'GOOGLE_GENERATIVE_AI_API_KEY');
      const sdk = createGoogleGenerativeAI({ apiKey, fetch });
      return { languageModel: () => sdk(modelId), embeddingModel: () => sdk.embeddingModel(modelId) };
    }
    case 'ollama': {
      const baseURL = ollamaBaseUrl(
        parsed.baseURL ?? readUrl(env, 'OLLAMA_BASE_URL') ?? DEFAULT_OLLAMA_BASE_URL,
      );
      const sdk = createOpenAICompatible({ name: 'ollama', baseURL, fetch, includeUsage: true });
      return {
        languageModel: () => sdk(modelId),
        embeddingModel: () => sdk.embeddingModel(modelId),
        baseURL,
      };
    }
    case 'compatible': {
      const baseURL = parsed.baseURL ?? readUrl(env, 'TOOLWISE_BASE_URL');
      if (!baseURL) throw new MissingBaseUrlError({ spec, modelId, envVar: 'TOOLWISE_BASE_URL' });
      const apiKey = read(env, 'TOOLWISE_API_KEY');
      const sdk = createOpenAICompatible({ name: 'compatible', baseURL, apiKey, fetch, includeUsage: true });
      return {
        languageModel: () => sdk(modelId),
        embeddingModel: () => sdk.embeddingModel(modelId),
        baseURL,
      };
    }
    default:
      throw new UnknownProviderError({
        provider,
        knownProviders: [
          ...new Set([...BUILTIN_PROVIDERS.map((p) => p.name), ...Object.keys(config?.providers ?? {})]),
        ],
      });
  }
}
