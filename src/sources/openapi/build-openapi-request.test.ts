import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ToolExecutionError } from '../../tool/tool-call-result.ts';
import { buildOpenApiRequest } from './build-openapi-request.ts';
import type { OpenApiSourceConfig } from './openapi-source-config.ts';

const config: OpenApiSourceConfig = {
  baseUrl: 'https://api.test/v1',
  method: 'POST',
  path: '/things/{id}',
  parameters: [{ name: 'id', in: 'path' }],
  bodyStyle: 'merged',
  bodyProperties: ['name'],
  bodyRequired: false,
  contentType: 'application/json',
};

describe('buildOpenApiRequest', () => {
  it('applies header, query and basic auth from the environment', () => {
    const env = { KEY: 'k', USER: 'ann', PASS: 'pw' };
    const header = buildOpenApiRequest({
      config: { ...config, auth: { type: 'header', name: 'X-API-Key', env: 'KEY' } },
      input: { id: 1 },
      env,
      toolName: 't',
    });
    assert.equal(header.headers['x-api-key'], 'k');
    const query = buildOpenApiRequest({
      config: { ...config, auth: { type: 'query', name: 'api_key', env: 'KEY' } },
      input: { id: 1 },
      env,
      toolName: 't',
    });
    assert.equal(query.url, 'https://api.test/v1/things/1?api_key=k');
    const basic = buildOpenApiRequest({
      config: { ...config, auth: { type: 'basic', usernameEnv: 'USER', passwordEnv: 'PASS' } },
      input: { id: 1 },
      env,
      toolName: 't',
    });
    assert.equal(basic.headers['authorization'], `Basic ${Buffer.from('ann:pw').toString('base64')}`);
  });

  it('throws missing_credentials naming the variable that is not set', () => {
    assert.throws(
      () =>
        buildOpenApiRequest({
          config: { ...config, auth: { type: 'basic', usernameEnv: 'USER', passwordEnv: 'PASS' } },
          input: { id: 1 },
          env: { USER: 'ann', PASS: '' },
          toolName: 'getThing',
        }),
      (error: unknown) =>
        ToolExecutionError.isInstance(error) &&
        error.code === 'missing_credentials' &&
        error.message ===
          "Tool 'getThing' needs a password from the environment variable PASS, which is not set.",
    );
  });

  it('sends no body when an optional merged body has no properties, and {} when the body is required', () => {
    const optional = buildOpenApiRequest({ config, input: { id: 1 }, env: {}, toolName: 't' });
    assert.equal(optional.body, undefined);
    assert.equal(optional.headers['content-type'], undefined);
    const required = buildOpenApiRequest({
      config: { ...config, bodyRequired: true },
      input: { id: 1 },
      env: {},
      toolName: 't',
    });
    assert.equal(required.body, '{}');
    assert.equal(required.label, 'POST /things/1');
  });
});
