import { JsSandbox } from '../../sandbox/js-sandbox.ts';
import type { SandboxLimits } from '../../sandbox/sandbox-limits.ts';
import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';
import type { HandlerResolver, ToolHandler } from '../../tool/tool-handler.ts';
import { GENERATED_SOURCE_TYPE, readGeneratedConfig } from './generated-source.ts';

/** Options of {@link createGeneratedHandlerResolver}. */
export interface GeneratedHandlerResolverOptions {
  /** The sandbox generated tools run in. @default one of the resolver's own, loaded on first call, disposed on close */
  sandbox?: JsSandbox;
  /** Limits of every call. @default the sandbox's (1 s, 32 MiB, 1 MiB of output) */
  limits?: Partial<SandboxLimits>;
}

/**
 * Binds generated tools (source type `generated`) to their stored code, run only in the sandbox: each
 * call runs `run(input)` in a fresh QuickJS context with the sandbox's limits. A failure becomes a
 * `ToolExecutionError` (`timeout` for the time limit, else `execution_failed`) whose message is the
 * sandbox's, with the sandbox code, line and column in `details`.
 */
export function createGeneratedHandlerResolver(
  options: GeneratedHandlerResolverOptions = {},
): HandlerResolver {
  let own: JsSandbox | undefined;
  const sandbox = (): JsSandbox => options.sandbox ?? (own ??= new JsSandbox());
  return {
    sourceType: GENERATED_SOURCE_TYPE,
    resolve(tool: StoredTool): ToolHandler {
      const config = readGeneratedConfig(tool.source.config);
      if (typeof config === 'string') {
        throw new ToolExecutionError({
          code: 'no_implementation',
          message: `Tool '${tool.name}' cannot be run: ${config}.`,
        });
      }
      return async (input) => {
        const result = await sandbox().run({
          code: config.code,
          entry: config.entry,
          input,
          filename: `${tool.name}.js`,
          ...options.limits,
        });
        if (result.ok) return result.value;
        const { code, message, line, column } = result.error;
        throw new ToolExecutionError({
          code: code === 'timeout' ? 'timeout' : 'execution_failed',
          message: `Tool '${tool.name}' failed in the sandbox: ${message}`,
          details: {
            sandbox: code,
            ...(line !== undefined && { line }),
            ...(column !== undefined && { column }),
            ...(result.logs.length > 0 && { logs: result.logs }),
          },
        });
      };
    },
    async close() {
      own?.dispose();
      own = undefined;
    },
  };
}
