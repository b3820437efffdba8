import type { SyncReport } from '../../../library/sync-report.ts';
import type { CliIo } from '../../cli-io.ts';

/** Prints what syncing a source changed, and its warnings (to stderr). */
export function printSyncReport(io: CliIo, r: SyncReport): void {
  const parts = [
    `${r.created.length} added`,
    `${r.updated.length} updated`,
    `${r.removed.length} removed`,
    `${r.unchanged.length} unchanged`,
  ];
  io.out(`${r.sourceId}: ${parts.join(', ')}\n`);
  for (const w of r.warnings) io.err(`warning: ${w}\n`);
}
