import type { StoredTool } from '../../tool/tool-definition.ts';
import { GENERATED_SOURCE_TYPE, readGeneratedConfig, type GeneratedToolConfig } from './generated-source.ts';

/** The generated config of `tool`, or why it is not a generated tool. */
export function readGeneratedTool(tool: StoredTool): GeneratedToolConfig | string {
  if (tool.source.type !== GENERATED_SOURCE_TYPE) {
    return `'${tool.name}' is not a generated tool (it comes from ${tool.source.type} source ${tool.source.id}); only generated tools can be changed or deleted this way.`;
  }
  const config = readGeneratedConfig(tool.source.config);
  return typeof config === 'string' ? `'${tool.name}' cannot be read: ${config}.` : config;
}
