import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { McpTool } from './mcp-tool-to-definition.ts';
import { mcpToolsToLoadedSource } from './mcp-tools-to-loaded-source.ts';

const server = { command: 'srv', env: { TOKEN: '${TOKEN}' } };
const tool = (name: string, extra: Partial<McpTool> = {}): McpTool => ({
  name,
  description: `Tool ${name}.`,
  inputSchema: { type: 'object', properties: { q: { type: 'string' } } },
  ...extra,
});

describe('mcpToolsToLoadedSource', () => {
  it('converts schemas, annotations and the source config', () => {
    const loaded = mcpToolsToLoadedSource(
      [
        tool('search', {
          title: 'Search',
          inputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
          } as McpTool['inputSchema'],
          outputSchema: {
            $schema: 'http://json-schema.org/draft-07/schema#',
            type: 'object',
            properties: {},
          },
          annotations: {
            readOnlyHint: true,
            destructiveHint: true,
            idempotentHint: true,
            openWorldHint: false,
          },
        }),
        tool('untitled', {
          description: undefined,
          annotations: { title: 'Does things', destructiveHint: true },
        }),
      ],
      { serverName: 'srv', server, sourceId: 'mcp:srv' },
    );
    assert.deepEqual(loaded.warnings, []);
    const [search, untitled] = loaded.tools;
    assert.deepEqual(search?.inputSchema, { type: 'object' });
    assert.deepEqual(search?.outputSchema, { type: 'object', properties: {} });
    assert.deepEqual(search?.tags, ['read-only', 'idempotent']);
    assert.deepEqual(search?.source, {
      type: 'mcp',
      id: 'mcp:srv',
      config: {
        server: 'srv',
        transport: 'stdio',
        remoteName: 'search',
        command: 'srv',
        env: { TOKEN: '${TOKEN}' },
      },
    });
    assert.equal(untitled?.description, 'Does things');
    assert.deepEqual(untitled?.tags, ['destructive']);
  });

  it('sanitises names, keeps them unique and applies the prefix', () => {
    const loaded = mcpToolsToLoadedSource(
      [tool('files.read'), tool('files_read'), tool('files/read'), tool('x'.repeat(100))],
      { serverName: 'srv', server, sourceId: 'mcp:srv', namePrefix: 'fs_' },
    );
    assert.deepEqual(
      loaded.tools.map((t) => [t.name, (t.source?.config as { remoteName: string }).remoteName]),
      [
        ['fs_files_read', 'files.read'],
        ['fs_files_read_2', 'files_read'],
        ['fs_files_read_3', 'files/read'],
        [`fs_${'x'.repeat(61)}`, 'x'.repeat(100)],
      ],
    );
    assert.equal(loaded.warnings.length, 4);
    assert.match(loaded.warnings[0] ?? '', /'files\.read'.*'fs_files_read'/);
  });

  it('skips tools toolwise cannot accept, with a warning each', () => {
    const loaded = mcpToolsToLoadedSource(
      [
        tool('ok'),
        tool('union', {
          inputSchema: { type: 'object', anyOf: [{ required: ['a'] }] } as McpTool['inputSchema'],
        }),
        tool('badtype', { inputSchema: { type: 'object', properties: { a: { type: 'text' } } } }),
      ],
      { serverName: 'srv', server, sourceId: 'mcp:srv' },
    );
    assert.deepEqual(
      loaded.tools.map((t) => t.name),
      ['ok'],
    );
    assert.equal(loaded.warnings.length, 2);
    assert.match(loaded.warnings[0] ?? '', /Skipped MCP tool 'union'.*anyOf/);
    assert.match(loaded.warnings[1] ?? '', /Skipped MCP tool 'badtype'.*unknown type/);
  });
});
