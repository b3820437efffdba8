import type { TokenBenchRow, TokenTarget } from './token-bench-result.ts';

/**
 * Checks the targets against the rows of the token bench:
 * - on ToolBench at 64 candidates and above, `adaptive` sends at least 60% fewer prompt tokens than `all-tools`;
 * - on the math tasks at 100 tools, at least 3x fewer;
 * - at every size, `adaptive` sends no more than the cheaper of `all-tools` and `ecoact`.
 * A target whose rows or strategies were not replayed is `met: null`.
 */
export function evaluateTokenTargets(rows: readonly TokenBenchRow[]): TokenTarget[] {
  const get = (row: TokenBenchRow, strategy: string) =>
    row.strategies.find((s) => s.strategy === strategy)?.promptTokens;
  const fmt = (x: number) => Math.round(x).toLocaleString('en-US');

  const large = rows.filter((r) => r.dataset === 'toolbench' && typeof r.size === 'number' && r.size >= 64);
  const largeFigures = large.flatMap((r) => {
    const [a, all] = [get(r, 'adaptive'), get(r, 'all-tools')];
    return a !== undefined && all ? [{ r, saving: 1 - a / all }] : [];
  });
  const math = rows.find((r) => r.dataset === 'tulip-math' && r.size === 100);
  const [mathAdaptive, mathAll] = math ? [get(math, 'adaptive'), get(math, 'all-tools')] : [];
  const noWorse = rows.flatMap((r) => {
    const [a, all, eco] = [get(r, 'adaptive'), get(r, 'all-tools'), get(r, 'ecoact')];
    return a !== undefined && all !== undefined && eco !== undefined
      ? [{ r, a, best: Math.min(all, eco) }]
      : [];
  });

  return [
    {
      id: 'toolbench-64plus',
      description:
        'ToolBench, 64 candidates and more: adaptive sends at least 60% fewer prompt tokens than all-tools',
      met: largeFigures.length ? largeFigures.every((f) => f.saving >= 0.6) : null,
      detail:
        largeFigures.map((f) => `${f.r.label}: ${(f.saving * 100).toFixed(1)}% fewer`).join(', ') ||
        'not replayed',
    },
    {
      id: 'math-100',
      description: 'Math tasks, 100 tools: adaptive sends at least 3x fewer prompt tokens than all-tools',
      met: mathAdaptive && mathAll ? mathAll / mathAdaptive >= 3 : null,
      detail: mathAdaptive && mathAll ? `${(mathAll / mathAdaptive).toFixed(2)}x fewer` : 'not replayed',
    },
    {
      id: 'adaptive-no-worse',
      description: 'Every size: adaptive sends no more than the cheaper of all-tools and ecoact',
      met: noWorse.length ? noWorse.every((f) => f.a <= f.best) : null,
      detail:
        noWorse
          .map(
            (f) =>
              `${f.r.dataset} ${f.r.label}: ${fmt(f.a)} vs ${fmt(f.best)}${f.a <= f.best ? '' : ' (worse)'}`,
          )
          .join(', ') || 'not replayed',
    },
  ];
}
