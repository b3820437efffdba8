import { toToolName } from '../../tool/tool-name.ts';
import { isRecord } from './is-record.ts';

/** Options of {@link securityWarning}. */
export interface SecurityWarningOptions {
  /** The spec's `components.securitySchemes`. */
  schemes: unknown;
  /** The spec's `info.title`, to suggest environment variable names. */
  title: unknown;
}

/**
 * When a spec declares security schemes but no `auth` option was given: a warning that says which `auth`
 * option to pass and which environment variables to set. Undefined when the spec declares none.
 */
export function securityWarning(options: SecurityWarningOptions): string | undefined {
  const { schemes } = options;
  if (!isRecord(schemes) || Object.keys(schemes).length === 0) return undefined;
  const prefix =
    typeof options.title === 'string' && options.title.trim() !== ''
      ? toToolName(options.title).toUpperCase().replaceAll('-', '_')
      : 'API';
  const suggestions = Object.entries(schemes).map(([id, scheme]) => `${suggest(scheme, prefix)} for '${id}'`);
  return (
    `the spec declares security schemes but no auth option was given, so requests are sent without credentials. ` +
    `To authenticate, pass auth naming environment variables (never the secret itself) and set them: ${suggestions.join('; ')}`
  );
}

function suggest(scheme: unknown, prefix: string): string {
  if (!isRecord(scheme)) return 'an unreadable scheme';
  const type = scheme['type'];
  const httpScheme = typeof scheme['scheme'] === 'string' ? scheme['scheme'].toLowerCase() : '';
  const name = typeof scheme['name'] === 'string' ? scheme['name'] : 'api_key';
  if (type === 'http' && httpScheme === 'bearer') return `{ type: 'bearer', env: '${prefix}_TOKEN' }`;
  if (type === 'http' && httpScheme === 'basic') {
    return `{ type: 'basic', usernameEnv: '${prefix}_USERNAME', passwordEnv: '${prefix}_PASSWORD' }`;
  }
  if (type === 'apiKey' && (scheme['in'] === 'header' || scheme['in'] === 'query')) {
    return `{ type: '${scheme['in']}', name: '${name}', env: '${prefix}_API_KEY' }`;
  }
  if (type === 'oauth2' || type === 'openIdConnect') {
    return `{ type: 'bearer', env: '${prefix}_TOKEN' } with an access token`;
  }
  return `nothing (the ${String(type)} scheme${httpScheme ? ` '${httpScheme}'` : ''} is not supported)`;
}
