import { InvalidArgumentError } from '../../errors/invalid-argument-error.ts';

const REFERENCE = /\$\{(?:env:)?([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * Replaces `${VAR}` and `${env:VAR}` in `text` with values from `env`. Throws `InvalidArgumentError`
 * naming the variable when one is not set, so that a missing secret is reported rather than sent empty.
 *
 * @example expandEnvReferences('Bearer ${TOKEN}', { TOKEN: 'abc' }) // 'Bearer abc'
 */
export function expandEnvReferences(text: string, env: Record<string, string | undefined>): string {
  return text.replace(REFERENCE, (_match, name: string) => {
    const value = env[name];
    if (value === undefined) {
      throw new InvalidArgumentError({
        argument: `environment variable ${name}`,
        message: `it is referenced as \${${name}} but not set`,
      });
    }
    return value;
  });
}
