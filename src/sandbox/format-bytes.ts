/** A byte count for people: `32 MiB`, `256 KiB`, `10.5 MiB`, `900 bytes`. */
export function formatBytes(bytes: number): string {
  const units: Array<[string, number]> = [
    ['GiB', 1024 ** 3],
    ['MiB', 1024 ** 2],
    ['KiB', 1024],
  ];
  for (const [unit, size] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}
