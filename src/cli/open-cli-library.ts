import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { LibraryOpenError } from '../errors/library-open-error.ts';
import { defaultLibraryPath } from '../library/default-library-path.ts';
import { ToolLibrary } from '../library/tool-library.ts';
import { loadModelConfig } from '../models/load-model-config.ts';
import type { ModelConfig } from '../models/model-config.ts';
import { resolveEmbeddingModel } from '../models/resolve-model.ts';
import type { EmbeddingConfig } from '../search/embedding-config.ts';
import type { CliIo } from './cli-io.ts';

/** The environment variable that names the embedding model, over the config file's `embedding`. */
export const EMBEDDING_MODEL_ENV = 'TOOLWISE_EMBEDDING_MODEL';

/** Options of {@link openCliLibrary}. */
export interface OpenCliLibraryOptions {
  /** The `--library` flag. */
  flag: string | undefined;
  /** Commands that only read refuse a library file that does not exist yet, instead of creating it. */
  mode: 'read' | 'write';
  /** The config file's contents, when the command has loaded it already. @default loaded from the environment */
  config?: ModelConfig;
  /** Told of every embedding call (e.g. to record it in a run's ledger). */
  onEmbeddingUsage?: EmbeddingConfig['onUsage'];
}

/**
 * Opens the library named by `--library`, else `$TOOLWISE_LIBRARY`, else `~/.toolwise/library.sqlite`, with
 * the embedding model of `$TOOLWISE_EMBEDDING_MODEL` or the config file's `embedding` when one is set (dense
 * and hybrid search), else lexical search only.
 */
export async function openCliLibrary(io: CliIo, options: OpenCliLibraryOptions): Promise<ToolLibrary> {
  const path = options.flag ? resolve(io.cwd, options.flag) : defaultLibraryPath(io.env);
  if (options.mode === 'read' && !existsSync(path)) {
    throw new LibraryOpenError({
      path,
      reason:
        "no library file there yet. Add tools first (e.g. 'toolwise library add math'), or point --library or TOOLWISE_LIBRARY at an existing library",
    });
  }
  const config = options.config ?? (await loadModelConfig({ env: io.env }));
  const spec = io.env[EMBEDDING_MODEL_ENV]?.trim() || config.embedding;
  if (!spec) return ToolLibrary.open({ path });
  const embedding = resolveEmbeddingModel(spec, { env: io.env, config });
  return ToolLibrary.open({
    path,
    embedding: {
      model: embedding.model,
      id: `${embedding.provider}:${embedding.modelId}`,
      ...(options.onEmbeddingUsage && { onUsage: options.onEmbeddingUsage }),
    },
  });
}
