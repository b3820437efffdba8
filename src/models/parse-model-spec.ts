import { InvalidModelSpecError } from './invalid-model-spec-error.ts';

/** The parts of a model spec `<provider>:<model>[@<baseURL>]`. */
export interface ModelSpec {
  /** The provider name, lower-cased, e.g. `openai`. */
  provider: string;
  /** The provider's model id; may itself contain `:` (`ollama:llama3.1:8b` has model `llama3.1:8b`). */
  modelId: string;
  /** The server from an `@http(s)://...` suffix, when present. */
  baseURL?: string;
}

const PROVIDER_PATTERN = /^[a-z][a-z0-9_-]*$/;
const BASE_URL_SUFFIX = /^(.*?)@(https?:\/\/.+)$/i;

/**
 * Splits a model spec at its first `:` into provider and model id, and an `@http(s)://` suffix off the
 * model id. Throws {@link InvalidModelSpecError} for anything else, with a hint for the `openai/gpt-4o`
 * gateway form.
 */
export function parseModelSpec(spec: string): ModelSpec {
  const trimmed = spec.trim();
  if (trimmed === '') throw new InvalidModelSpecError({ spec, reason: 'it is empty' });
  const colon = trimmed.indexOf(':');
  if (colon < 0) {
    const slash = trimmed.indexOf('/');
    const reason =
      slash > 0
        ? `it has no ':'; did you mean '${trimmed.slice(0, slash)}:${trimmed.slice(slash + 1)}'?`
        : `it has no provider; did you mean 'openai:${trimmed}'?`;
    throw new InvalidModelSpecError({ spec, reason });
  }
  const provider = trimmed.slice(0, colon).toLowerCase();
  const rest = trimmed.slice(colon + 1).trim();
  if (!PROVIDER_PATTERN.test(provider)) {
    throw new InvalidModelSpecError({
      spec,
      reason: `the provider '${trimmed.slice(0, colon)}' must be a letter followed by letters, digits, '-' or '_'`,
    });
  }
  if (rest === '')
    throw new InvalidModelSpecError({ spec, reason: 'the model id after the provider is empty' });

  const withUrl = BASE_URL_SUFFIX.exec(rest);
  if (!withUrl) return { provider, modelId: rest };
  const modelId = (withUrl[1] ?? '').trim();
  const baseURL = withUrl[2] ?? '';
  if (!URL.canParse(baseURL)) throw new InvalidModelSpecError({ spec, reason: `'${baseURL}' is not a URL` });
  if (modelId === '')
    throw new InvalidModelSpecError({ spec, reason: 'the model id before the base URL is empty' });
  return { provider, modelId, baseURL: baseURL.replace(/\/+$/, '') };
}
