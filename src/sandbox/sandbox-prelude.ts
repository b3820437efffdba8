/**
 * Code run in every fresh context before the model's: captures `JSON.parse`/`JSON.stringify` before the
 * model's code could replace them, and installs a `console` that keeps a bounded log.
 */
export function sandboxPrelude(maxLines: number, maxChars: number): string {
  return `(() => {
  const parse = JSON.parse, stringify = JSON.stringify, str = String;
  const lines = []; let chars = 0;
  const show = (a) => { if (typeof a === 'string') return a; try { const s = stringify(a); return s === undefined ? str(a) : s; } catch { return str(a); } };
  const log = (level) => (...args) => {
    if (lines.length >= ${maxLines} || chars >= ${maxChars}) return;
    const line = ((level ? level + ': ' : '') + args.map(show).join(' ')).slice(0, ${maxChars} - chars);
    chars += line.length; lines.push(line);
  };
  globalThis.console = { log: log(''), info: log('info'), debug: log('debug'), warn: log('warn'), error: log('error') };
  return {
    setInput: (json) => { globalThis.input = parse(json); },
    call: (fn, json) => fn(parse(json)),
    serialize: (value) => stringify(value),
    logs: () => stringify(lines),
  };
})()`;
}
