/** Options of {@link describeOperation}. */
export interface DescribeOperationOptions {
  /** The operation's `summary`. */
  summary?: string | undefined;
  /** The operation's `description`. */
  description?: string | undefined;
  /** The HTTP method, any case. */
  method: string;
  /** The path template. */
  path: string;
  /** Whether the operation is deprecated. @default false */
  deprecated?: boolean;
}

/**
 * A tool description from an operation: the summary and the description (both when both exist and the
 * description does not merely repeat the summary), ending with a hint of the endpoint, `(GET /pets/{id})`.
 */
export function describeOperation(options: DescribeOperationOptions): string {
  const { method, path, deprecated = false } = options;
  const summary = options.summary?.trim() ?? '';
  const description = options.description?.trim() ?? '';
  let text = description || summary;
  if (summary && description && !description.startsWith(summary)) {
    const separator = description.includes('\n') ? '\n\n' : /[.!?:]$/.test(summary) ? ' ' : '. ';
    text = `${summary}${separator}${description}`;
  }
  if (deprecated) text = text ? `Deprecated. ${text}` : 'Deprecated.';
  const hint = `(${method.toUpperCase()} ${path})`;
  if (!text) return hint;
  return `${text}${text.includes('\n') ? '\n\n' : ' '}${hint}`;
}
