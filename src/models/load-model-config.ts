import { readFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import type { ModelConfig } from './model-config.ts';
import { ModelConfigError } from './model-config-error.ts';

/** The environment variable that names the config file. */
export const MODEL_CONFIG_ENV = 'TOOLWISE_CONFIG';

const nonNegative = z.number().finite().nonnegative();

const providerSchema = z.strictObject({
  type: z.literal('openai-compatible'),
  baseURL: z.url({ protocol: /^https?$/ }),
  apiKeyEnv: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')
    .optional(),
  maxTools: z.number().int().positive().optional(),
});

const priceSchema = z.strictObject({
  inputPerMTok: nonNegative,
  cachedInputPerMTok: nonNegative.optional(),
  outputPerMTok: nonNegative,
});

/** Other top-level keys belong to other parts of toolwise and are ignored here. */
const configSchema = z.looseObject({
  providers: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_-]*$/, 'invalid provider name'), providerSchema)
    .optional(),
  prices: z.record(z.string().min(1), priceSchema).optional(),
  embedding: z.string().min(3).optional(),
});

/** Options of {@link loadModelConfig}. */
export interface LoadModelConfigOptions {
  /** The config file. @default `$TOOLWISE_CONFIG`, else `~/.toolwise/config.json` */
  path?: string;
  /** The environment to read `TOOLWISE_CONFIG` from. @default process.env */
  env?: Record<string, string | undefined>;
  /** The home directory for the default path. @default os.homedir() */
  homeDir?: string;
}

/**
 * Reads the model config (JSON) file. A missing file at the default location means no config (`{}`); a
 * missing file that was asked for explicitly (`path` or `$TOOLWISE_CONFIG`), malformed JSON or a wrong shape
 * throws {@link ModelConfigError} naming the file and the offending key.
 */
export async function loadModelConfig(options: LoadModelConfigOptions = {}): Promise<ModelConfig> {
  const { env = process.env, homeDir = homedir() } = options;
  const fromEnv = env[MODEL_CONFIG_ENV]?.trim();
  const explicit = options.path ?? (fromEnv ? fromEnv : undefined);
  const path = explicit ?? join(homeDir, '.toolwise', 'config.json');

  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' && explicit === undefined) return {};
    const reason =
      code === 'ENOENT' ? 'the file does not exist' : `cannot read it (${code ?? String(error)})`;
    throw new ModelConfigError({ path, reason, cause: error });
  }

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new ModelConfigError({
      path,
      reason: `not valid JSON (${(error as Error).message})`,
      cause: error,
    });
  }

  const parsed = configSchema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (i) => `${i.path.map(String).join('.') || '(top level)'}: ${i.message}`,
    );
    throw new ModelConfigError({ path, reason: issues.join('; ') });
  }
  const config: ModelConfig = {};
  if (parsed.data.providers) config.providers = parsed.data.providers;
  if (parsed.data.prices) config.prices = parsed.data.prices;
  if (parsed.data.embedding) config.embedding = parsed.data.embedding;
  return config;
}
