import { ToolLibrary } from '../../library/tool-library.ts';
import { createSchemaValidator } from '../../tool/schema-validator.ts';
import { createToolExecutor, type ToolExecutor } from '../../tool/tool-executor.ts';
import type { ToolHandler } from '../../tool/tool-handler.ts';

/** A tool of {@link feeLibrary}. */
export interface FeeTool {
  /** Its name. */
  name: string;
  /** Its fee per call. */
  cost: number;
  /** What it does. @default `Looks up <name>.` */
  description?: string;
  /** What it returns. @default `{ tool, call }` with a call counter, so results differ */
  handler?: ToolHandler;
}

/**
 * An in-memory library of tools with fees, and a function making executors with their handlers (for tests);
 * `overrides` replaces handlers for one executor. Opening a library costs milliseconds: share one between
 * runs and change fees with `library.update(name, { cost })`.
 */
export function feeLibrary(tools: readonly FeeTool[]): {
  library: ToolLibrary;
  executor: (overrides?: Record<string, ToolHandler>) => ToolExecutor;
} {
  const library = ToolLibrary.open({ path: ':memory:' });
  for (const t of tools) {
    library.create({
      name: t.name,
      description: t.description ?? `Looks up ${t.name.replace(/_/g, ' ')}.`,
      inputSchema: { type: 'object', properties: { q: { type: 'string', description: 'What to look up.' } } },
      cost: t.cost,
    });
  }
  const handlers = (): Record<string, ToolHandler> => {
    let call = 0;
    return Object.fromEntries(
      tools.map((t) => [t.name, t.handler ?? (() => ({ tool: t.name, call: ++call }))]),
    );
  };
  const validator = createSchemaValidator();
  return {
    library,
    executor: (overrides = {}) =>
      createToolExecutor({
        lookup: (n) => library.get(n),
        handlers: { ...handlers(), ...overrides },
        validator,
      }),
  };
}
