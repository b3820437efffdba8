import { isRecord } from './is-record.ts';

/**
 * How to authenticate calls to an OpenAPI server. Credentials are never stored: each variant names the
 * environment variables the handler reads at call time.
 *
 * - `bearer`: `Authorization: Bearer <env>` (also for OAuth 2 / OpenID Connect access tokens);
 * - `header`: a header `name: <env>`, e.g. `X-API-Key`;
 * - `query`: a query parameter `name=<env>`;
 * - `basic`: `Authorization: Basic base64(<usernameEnv>:<passwordEnv>)`.
 *
 * @example { type: 'bearer', env: 'PETSTORE_TOKEN' }
 */
export type OpenApiAuth =
  | { type: 'bearer'; env: string }
  | { type: 'header'; name: string; env: string }
  | { type: 'query'; name: string; env: string }
  | { type: 'basic'; usernameEnv: string; passwordEnv: string };

/**
 * Reads and checks an {@link OpenApiAuth} (from options or a stored tool config). Returns it, or a
 * sentence saying what is wrong with it.
 */
export function readOpenApiAuth(value: unknown): OpenApiAuth | string {
  if (!isRecord(value)) return 'auth must be an object such as { type: "bearer", env: "API_TOKEN" }';
  const text = (key: string): string | undefined => {
    const v = value[key];
    return typeof v === 'string' && v !== '' ? v : undefined;
  };
  const env = text('env');
  const name = text('name');
  switch (value['type']) {
    case 'bearer':
      return env ? { type: 'bearer', env } : 'a bearer auth needs `env`, the variable holding the token';
    case 'header':
    case 'query':
      if (!name) return `a ${value['type']} auth needs \`name\`, the ${value['type']} parameter to set`;
      if (!env) return `a ${value['type']} auth needs \`env\`, the variable holding the key`;
      return { type: value['type'], name, env };
    case 'basic': {
      const usernameEnv = text('usernameEnv');
      const passwordEnv = text('passwordEnv');
      return usernameEnv && passwordEnv
        ? { type: 'basic', usernameEnv, passwordEnv }
        : 'a basic auth needs `usernameEnv` and `passwordEnv`, the variables holding the credentials';
    }
    default:
      return `auth type ${JSON.stringify(value['type'])} is not one of 'bearer', 'header', 'query', 'basic'`;
  }
}
