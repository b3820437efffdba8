import type { GatewayLogger } from './gateway-logger.ts';
import type { GatewayStore } from './gateway-store.ts';

/** The store methods the gateway writes through. */
export type GatewayRecorder = Pick<
  GatewayStore,
  'startSession' | 'recordSearch' | 'recordFetch' | 'recordCall' | 'recordUsage' | 'endSession'
>;

/**
 * Wraps the store so that a failing write (a locked or full disk) is logged and never fails a client's
 * call: records are bookkeeping, the call is the job.
 */
export function guardStore(store: GatewayStore, logger: GatewayLogger): GatewayRecorder {
  const guard =
    <A extends unknown[]>(what: string, write: (...args: A) => void) =>
    (...args: A): void => {
      try {
        write(...args);
      } catch (error) {
        logger.warn(`could not record ${what}`, {
          error: error instanceof Error ? error.message : String(error),
        });
      }
    };
  return {
    startSession: guard('a session start', (s) => store.startSession(s)),
    recordSearch: guard('a search', (id, tokens) => store.recordSearch(id, tokens)),
    recordFetch: guard('a definition fetch', (id, tokens) => store.recordFetch(id, tokens)),
    recordCall: guard('a call', (call) => store.recordCall(call)),
    recordUsage: guard('a tool usage', (usage) => store.recordUsage(usage)),
    endSession: guard('a session end', (id) => store.endSession(id)),
  };
}
