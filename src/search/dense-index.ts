import type { DatabaseSync } from 'node:sqlite';
import { embed, embedMany } from 'ai';
import { inTransaction } from '../library/in-transaction.ts';
import type { ToolDefinition } from '../tool/tool-definition.ts';
import { cosineSimilarity } from './cosine-similarity.ts';
import { embeddingModelId, type EmbeddingConfig } from './embedding-config.ts';
import { embeddingText } from './embedding-text.ts';

/** A scored tool id from the dense index. */
export interface DenseMatch {
  /** Row id of the tool in the `tools` table. */
  id: number;
  /** Cosine similarity in [-1, 1]. */
  score: number;
}

/**
 * Keeps tool embeddings in the library database, current with the tools: a vector is stored with the model
 * id and the hash of the text it was made from, and is remade when the tool changes. Vectors are cached in
 * memory until the database changes (in this process or another).
 */
export class DenseIndex {
  private readonly db: DatabaseSync;
  private readonly config: EmbeddingConfig;
  private readonly modelId: string;
  private cache: { stamp: string; rows: Array<{ id: number; vector: Float32Array }> } | undefined;

  constructor(db: DatabaseSync, config: EmbeddingConfig) {
    this.db = db;
    this.config = config;
    this.modelId = embeddingModelId(config);
  }

  /** Embeds every tool that has no current vector for this model. Returns how many were embedded. */
  async refresh(options: { signal?: AbortSignal } = {}): Promise<number> {
    const stale = this.db
      .prepare(
        `SELECT t.id, t.definition, t.content_hash FROM tools t
         LEFT JOIN tool_embeddings e ON e.tool_id = t.id AND e.model_id = ?
         WHERE e.content_hash IS NULL OR e.content_hash <> t.content_hash`,
      )
      .all(this.modelId) as Array<{ id: number; definition: string; content_hash: string }>;
    const batchSize = this.config.batchSize ?? 64;
    for (let i = 0; i < stale.length; i += batchSize) {
      const batch = stale.slice(i, i + batchSize);
      const started = performance.now();
      const { embeddings, usage } = await embedMany({
        model: this.config.model,
        values: batch.map((r) => embeddingText(JSON.parse(r.definition) as ToolDefinition)),
        ...(options.signal && { abortSignal: options.signal }),
      });
      this.config.onUsage?.({
        modelId: this.modelId,
        tokens: usage.tokens,
        values: batch.length,
        durationMs: performance.now() - started,
      });
      inTransaction(this.db, () => {
        const upsert = this.db.prepare(
          `INSERT INTO tool_embeddings (tool_id, model_id, content_hash, dimensions, vector) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(tool_id, model_id) DO UPDATE SET content_hash = excluded.content_hash,
             dimensions = excluded.dimensions, vector = excluded.vector`,
        );
        const exists = this.db.prepare('SELECT content_hash FROM tools WHERE id = ?');
        batch.forEach((row, j) => {
          const current = exists.get(row.id) as { content_hash: string } | undefined;
          if (current?.content_hash !== row.content_hash) return; // changed meanwhile; next refresh redoes it
          const vector = Float32Array.from(embeddings[j] ?? []);
          upsert.run(row.id, this.modelId, row.content_hash, vector.length, new Uint8Array(vector.buffer));
        });
      });
    }
    return stale.length;
  }

  /** Embeds `query` and returns the most similar tools (embedding stale tools first). */
  async search(
    query: string,
    options: { limit: number; allow?: (id: number) => boolean; signal?: AbortSignal },
  ): Promise<DenseMatch[]> {
    await this.refresh(options);
    const started = performance.now();
    const { embedding, usage } = await embed({
      model: this.config.model,
      value: query,
      ...(options.signal && { abortSignal: options.signal }),
    });
    this.config.onUsage?.({
      modelId: this.modelId,
      tokens: usage.tokens,
      values: 1,
      durationMs: performance.now() - started,
    });
    return this.rank(embedding, options);
  }

  /** Ranks stored vectors against a query vector. */
  rank(queryVector: number[], options: { limit: number; allow?: (id: number) => boolean }): DenseMatch[] {
    const matches: DenseMatch[] = [];
    for (const row of this.vectors()) {
      if (options.allow && !options.allow(row.id)) continue;
      if (row.vector.length !== queryVector.length) continue;
      matches.push({ id: row.id, score: cosineSimilarity(queryVector, row.vector) });
    }
    return matches.sort((a, b) => b.score - a.score).slice(0, options.limit);
  }

  private vectors(): Array<{ id: number; vector: Float32Array }> {
    const stamp = this.stamp();
    if (this.cache?.stamp === stamp) return this.cache.rows;
    const rows = (
      this.db
        .prepare(
          `SELECT e.tool_id AS id, e.vector AS vector FROM tool_embeddings e JOIN tools t ON t.id = e.tool_id
           WHERE e.model_id = ? AND e.content_hash = t.content_hash`,
        )
        .all(this.modelId) as Array<{ id: number; vector: Uint8Array }>
    ).map((r) => ({
      id: r.id,
      vector: new Float32Array(
        r.vector.buffer.slice(r.vector.byteOffset, r.vector.byteOffset + r.vector.byteLength),
      ),
    }));
    this.cache = { stamp, rows };
    return rows;
  }

  private stamp(): string {
    const dataVersion = (this.db.prepare('PRAGMA data_version').get() as { data_version: number })
      .data_version;
    const total = this.db.prepare('SELECT count(*) AS n, max(rowid) AS m FROM tool_embeddings').get() as {
      n: number;
      m: number | null;
    };
    const changes = this.db.prepare('SELECT total_changes() AS c').get() as { c: number };
    return `${dataVersion}:${total.n}:${total.m}:${changes.c}`;
  }
}
