/**
 * The code of a model's reply: the first fenced block (```js, ```javascript, ```ts or plain ```), else the
 * whole reply, trimmed.
 */
export function extractCodeBlock(text: string): string {
  const fenced = /```[ \t]*(?:javascript|js|typescript|ts)?[ \t]*\r?\n([\s\S]*?)```/i.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}
