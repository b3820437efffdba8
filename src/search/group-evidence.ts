/**
 * Relevance that tools pass to the other tools of their groups (a source such as one OpenAPI spec or MCP
 * server, or a tag such as the service name): APIs of one service tend to be needed together. For each
 * candidate it is the best `specificity(g) × score(other)` over its groups `g` and the other candidates of
 * `g`, where `specificity(g) = ln(total / size(g)) / ln(total)` is 1 for a group of one tool and 0 for a
 * group holding the whole library, so broad groups (a category, a source with every tool) pass nothing.
 */
export function groupEvidence(options: {
  /** The candidates with their scores (e.g. BM25 divided by the best); only these pass and receive evidence. */
  scores: ReadonlyMap<number, number>;
  /** The group keys of each candidate. */
  groupsOf: (id: number) => readonly string[];
  /** How many tools of the whole library are in a group. */
  groupSize: (group: string) => number;
  /** How many tools the library holds. */
  total: number;
}): Map<number, number> {
  const { scores, groupsOf, groupSize, total } = options;
  const evidence = new Map<number, number>();
  if (total < 2) return evidence;
  const best = new Map<string, Array<{ id: number; score: number }>>();
  for (const [id, score] of scores) {
    for (const group of groupsOf(id)) {
      const top = best.get(group) ?? [];
      top.push({ id, score });
      top.sort((a, b) => b.score - a.score);
      best.set(group, top.slice(0, 2));
    }
  }
  for (const id of scores.keys()) {
    let value = 0;
    for (const group of groupsOf(id)) {
      const other = best.get(group)?.find((m) => m.id !== id);
      if (!other) continue;
      const size = Math.max(1, groupSize(group));
      const specificity = Math.max(0, Math.log(total / size) / Math.log(total));
      value = Math.max(value, specificity * other.score);
    }
    if (value > 0) evidence.set(id, value);
  }
  return evidence;
}
