import type { ToolDefinition } from '../tool/tool-definition.ts';
import { toolDocument } from './tool-document.ts';

/** The text embedded for a tool: its name in words, description, parameters and tags. */
export function embeddingText(tool: ToolDefinition): string {
  const doc = toolDocument(tool);
  const parts = [`${doc.name}: ${doc.description}`];
  if (doc.parameters) parts.push(`Parameters: ${doc.parameters.replace(/\s*\n\s*/g, '; ')}`);
  if (doc.tags) parts.push(`Tags: ${doc.tags.replace(/\s*\n\s*/g, ', ')}`);
  return parts.join('\n');
}
