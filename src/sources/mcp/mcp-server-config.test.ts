import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readMcpServerConfig } from './mcp-server-config.ts';

describe('readMcpServerConfig', () => {
  it('keeps the keys toolwise uses from common mcpServers entries', () => {
    assert.deepEqual(
      readMcpServerConfig({
        type: 'stdio',
        command: 'npx',
        args: ['-y', 'x'],
        env: { A: '${A}' },
        disabled: false,
      }),
      { command: 'npx', args: ['-y', 'x'], env: { A: '${A}' } },
    );
    assert.deepEqual(
      readMcpServerConfig({ type: 'http', url: 'https://h.example/mcp', headers: { X: 'y' } }),
      {
        url: 'https://h.example/mcp',
        headers: { X: 'y' },
      },
    );
  });

  it('says what is wrong with a broken config', () => {
    assert.match(readMcpServerConfig({}) as string, /neither a `command`/);
    assert.match(readMcpServerConfig({ command: 'x', args: 'a b' }) as string, /args/);
    assert.match(readMcpServerConfig({ url: 'ftp://h/x' }) as string, /not an http/);
    assert.match(readMcpServerConfig({ type: 'sse', url: 'https://h/sse' }) as string, /SSE/);
    assert.match(readMcpServerConfig(null) as string, /must be an object/);
  });
});
