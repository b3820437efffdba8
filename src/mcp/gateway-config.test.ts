import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { GatewayConfigError } from './gateway-config-error.ts';
import { loadGatewayConfigFile, readGatewayConfig } from './gateway-config.ts';

describe('readGatewayConfig', () => {
  it('accepts a plain MCP client configuration, ignoring keys it does not know and disabled servers', () => {
    const config = readGatewayConfig({
      globalShortcut: 'Ctrl+Space',
      mcpServers: {
        files: { command: 'npx', args: ['-y', 'server-files', '.'], type: 'stdio' },
        remote: {
          url: 'https://example.com/mcp',
          headers: { Authorization: 'Bearer ${TOKEN}' },
          namePrefix: 'gh_',
        },
        off: { command: 'nope', disabled: true },
      },
    });
    assert.deepEqual(config, {
      mcpServers: {
        files: { command: 'npx', args: ['-y', 'server-files', '.'] },
        remote: {
          url: 'https://example.com/mcp',
          headers: { Authorization: 'Bearer ${TOKEN}' },
          namePrefix: 'gh_',
        },
      },
    });
  });

  it("reads VS Code's servers as mcpServers", () => {
    assert.deepEqual(
      readGatewayConfig({ inputs: [], servers: { files: { type: 'stdio', command: 'npx', args: ['x'] } } }),
      { mcpServers: { files: { command: 'npx', args: ['x'] } } },
    );
  });

  it('reads the gateway settings', () => {
    const settings = {
      sources: ['math', './tools.ts'],
      pinned: ['add'],
      pinMostUsed: 2,
      resultLimitTokens: 800,
      toolNamesResource: false,
      searchTopK: 8,
      callTimeoutMs: 5000,
      budget: { maxFees: 1.5, maxCalls: 100, maxCallsPerTool: 10 },
      refresh: 'always',
    };
    assert.deepEqual(readGatewayConfig(settings), settings);
  });

  it('lists every problem with the setting it concerns', () => {
    assert.throws(
      () =>
        readGatewayConfig(
          {
            resultLimitTokens: 10,
            budget: { maxCalls: 0 },
            mcpServers: { bad: { args: [] }, sse: { url: 'https://x', type: 'sse' } },
          },
          { file: '/etc/toolwise.json' },
        ),
      (error: unknown) => {
        assert.ok(error instanceof GatewayConfigError);
        assert.equal(error.code, 'gateway_config_invalid');
        assert.equal(error.problems.length, 2);
        assert.match(
          error.message,
          /^Invalid gateway configuration in \/etc\/toolwise\.json: resultLimitTokens: .*50.*; budget\.maxCalls: /,
        );
        return true;
      },
    );
    assert.throws(
      () => readGatewayConfig({ mcpServers: { bad: { args: [] }, sse: { url: 'https://x', type: 'sse' } } }),
      /mcpServers\.bad: the server config has neither .*; mcpServers\.sse: the legacy SSE transport is not supported/,
    );
  });

  it('loads a file and says when it cannot', () => {
    const dir = mkdtempSync(join(tmpdir(), 'toolwise-gateway-config-'));
    try {
      writeFileSync(join(dir, 'ok.json'), JSON.stringify({ sources: ['math'] }));
      writeFileSync(join(dir, 'broken.json'), '{ "sources": [');
      assert.deepEqual(loadGatewayConfigFile(join(dir, 'ok.json')), {
        config: { sources: ['math'] },
        baseDir: dir,
        file: join(dir, 'ok.json'),
      });
      assert.throws(() => loadGatewayConfigFile(join(dir, 'broken.json')), /it is not valid JSON/);
      assert.throws(() => loadGatewayConfigFile(join(dir, 'missing.json')), /cannot read it/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
