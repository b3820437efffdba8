import type { StrategyContext } from '../../agent/strategy.ts';
import type { StoredTool } from '../../tool/tool-definition.ts';

/** The tools a run may use: the context's candidates when given (unknown names dropped), else the whole library. */
export function candidateTools(context: Pick<StrategyContext, 'library' | 'candidates'>): StoredTool[] {
  if (!context.candidates) return context.library.list();
  return context.candidates.flatMap((name) => {
    const tool = context.library.get(name);
    return tool ? [tool] : [];
  });
}
