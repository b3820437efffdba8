/**
 * Says why a `fetch` call failed, in words: `fetch failed: connect ECONNREFUSED 127.0.0.1:8080` rather than
 * the bare `fetch failed` (the reason is in the error's `cause`).
 */
export function describeFetchFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause: unknown = error.cause;
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code;
    const reason = cause.message || code || cause.name;
    return reason && reason !== error.message ? `${error.message}: ${reason}` : error.message;
  }
  return error.message;
}
