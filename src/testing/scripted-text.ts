import type { ScriptedTextTurn } from './chat-script.ts';

/** A scripted turn in which the model replies `text`; `extra` adds usage, a delay or a finish reason. */
export function scriptedText(text: string, extra: Omit<ScriptedTextTurn, 'text'> = {}): ScriptedTextTurn {
  return { ...extra, text };
}
