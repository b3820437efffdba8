/** The OpenAI JSON error body `{ error: { message, type, param, code } }` for an HTTP status. */
export function openaiErrorBody(status: number, message: string): { error: Record<string, unknown> } {
  const [type, code] =
    status === 429
      ? ['requests', 'rate_limit_exceeded']
      : status === 404
        ? ['invalid_request_error', 'not_found']
        : status >= 500
          ? ['server_error', 'server_error']
          : ['invalid_request_error', null];
  return { error: { message, type, param: null, code } };
}
