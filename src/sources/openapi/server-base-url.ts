import { isRecord } from './is-record.ts';

/** Options of {@link serverBaseUrl}. */
export interface ServerBaseUrlOptions {
  /** A `servers` list of the spec, a path item or an operation. */
  servers: unknown;
  /** Where the spec was read from: relative server URLs resolve against it when it is an http(s) URL. */
  specLocation: string;
}

/**
 * The base URL of the first server of a `servers` list: variables (`{region}`) expanded with their
 * defaults, a relative URL resolved against the spec's URL, no trailing slash. A missing or empty list
 * means `/`, as OpenAPI says. Returns `{ error }` with a sentence when there is no usable URL.
 */
export function serverBaseUrl(options: ServerBaseUrlOptions): { url: string } | { error: string } {
  const { servers, specLocation } = options;
  const declared = Array.isArray(servers) && servers.length > 0;
  if (!declared && !/^https?:\/\//i.test(specLocation)) return { error: 'the spec declares no servers' };
  const server: unknown = declared ? servers[0] : { url: '/' };
  if (!isRecord(server) || typeof server['url'] !== 'string') {
    return { error: 'its first server has no url' };
  }
  const variables = isRecord(server['variables']) ? server['variables'] : {};
  const missing: string[] = [];
  const expanded = server['url'].replace(/\{([^}]+)\}/g, (_all, name: string) => {
    const variable = variables[name];
    const value = isRecord(variable) ? variable['default'] : undefined;
    if (typeof value === 'string' || typeof value === 'number') return String(value);
    missing.push(name);
    return `{${name}}`;
  });
  if (missing.length > 0) {
    return {
      error: `its server URL '${server['url']}' has variables without a default: ${missing.join(', ')}`,
    };
  }
  let url: string;
  if (/^[a-z][a-z0-9+.-]*:/i.test(expanded)) {
    url = expanded;
  } else if (/^https?:\/\//i.test(specLocation)) {
    url = new URL(expanded, specLocation).href;
  } else {
    return {
      error: `its server URL '${expanded}' is relative and the spec was read from a file, so there is nothing to resolve it against`,
    };
  }
  if (!/^https?:\/\//i.test(url)) return { error: `its server URL '${url}' is not http(s)` };
  return { url: url.replace(/\/+$/, '') };
}
