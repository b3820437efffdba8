import ts from 'typescript';

/** The parts of a TSDoc/JSDoc comment a tool is described by. */
export interface DocComment {
  /** The text before the first tag. */
  summary: string;
  /** The text of the `@remarks` tag, if any. */
  remarks: string | undefined;
  /** The text of the `@returns` (or `@return`) tag, if any. */
  returns: string | undefined;
  /**
   * Descriptions of `@param` tags by name, without the TSDoc hyphen (`@param a - The first.` gives
   * `a` → `The first.`). Dotted names (`@param options.limit - ...`) are kept as written.
   */
  params: Map<string, string>;
}

/**
 * Reads the doc comment closest to a declaration (a function declaration, or the variable declaration of
 * `export const f = () => ...`). Returns `undefined` when there is no doc comment.
 */
export function readDocComment(node: ts.Node): DocComment | undefined {
  const doc = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc).at(-1);
  if (!doc) return undefined;
  const result: DocComment = {
    summary: text(doc.comment),
    remarks: undefined,
    returns: undefined,
    params: new Map(),
  };
  for (const tag of doc.tags ?? []) {
    const name = tag.tagName.text;
    if (ts.isJSDocParameterTag(tag)) {
      const description = stripHyphen(text(tag.comment));
      if (description) result.params.set(entityName(tag.name), description);
    } else if (name === 'remarks') {
      result.remarks = text(tag.comment) || undefined;
    } else if (name === 'returns' || name === 'return') {
      result.returns = stripHyphen(text(tag.comment)) || undefined;
    }
  }
  return result;
}

function text(comment: string | ts.NodeArray<ts.JSDocComment> | undefined): string {
  return (ts.getTextOfJSDocComment(comment) ?? '').trim();
}

function stripHyphen(value: string): string {
  return value.replace(/^-\s*/, '');
}

function entityName(name: ts.EntityName): string {
  return ts.isIdentifier(name) ? name.text : `${entityName(name.left)}.${name.right.text}`;
}
