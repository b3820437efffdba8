/**
 * The `k` entries with the highest score, best first (ties by the lower id), without sorting them all:
 * a bounded min-heap, O(n log k).
 */
export function topK<T extends { id: number; score: number }>(items: Iterable<T>, k: number): T[] {
  if (k <= 0) return [];
  const heap: T[] = [];
  const worse = (a: T, b: T): boolean => a.score < b.score || (a.score === b.score && a.id > b.id);
  const swap = (i: number, j: number): void => {
    [heap[i], heap[j]] = [heap[j] as T, heap[i] as T];
  };
  const down = (start: number): void => {
    let i = start;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && worse(heap[l] as T, heap[m] as T)) m = l;
      if (r < heap.length && worse(heap[r] as T, heap[m] as T)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  for (const item of items) {
    if (heap.length < k) {
      heap.push(item);
      let i = heap.length - 1;
      while (i > 0) {
        const p = (i - 1) >> 1;
        if (!worse(heap[i] as T, heap[p] as T)) break;
        swap(i, p);
        i = p;
      }
    } else if (worse(heap[0] as T, item)) {
      heap[0] = item;
      down(0);
    }
  }
  return heap.sort((a, b) => b.score - a.score || a.id - b.id);
}
