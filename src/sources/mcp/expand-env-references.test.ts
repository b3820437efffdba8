import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolwiseError } from '../../errors/toolwise-error.ts';
import { expandEnvReferences } from './expand-env-references.ts';

describe('expandEnvReferences', () => {
  it('expands ${VAR} and ${env:VAR} and leaves other text alone', () => {
    const env = { TOKEN: 'abc', HOST: 'example.com' };
    assert.equal(expandEnvReferences('Bearer ${TOKEN}', env), 'Bearer abc');
    assert.equal(expandEnvReferences('https://${env:HOST}/${TOKEN}', env), 'https://example.com/abc');
    assert.equal(expandEnvReferences('$TOKEN {TOKEN} ${ not a ref }', env), '$TOKEN {TOKEN} ${ not a ref }');
  });

  it('names a variable that is not set instead of sending it empty', () => {
    assert.throws(
      () => expandEnvReferences('Bearer ${MISSING_TOKEN}', {}),
      (error: unknown) =>
        ToolwiseError.isInstance(error) &&
        error.code === 'invalid_argument' &&
        error.message.includes('MISSING_TOKEN'),
    );
  });
});
