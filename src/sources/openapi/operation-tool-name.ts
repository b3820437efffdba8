import { isValidToolName, toToolName } from '../../tool/tool-name.ts';

/** Options of {@link operationToolName}. */
export interface OperationToolNameOptions {
  /** The operation's `operationId`, if it has one. */
  operationId?: string | undefined;
  /** The HTTP method, any case. */
  method: string;
  /** The path template, e.g. `/pets/{id}`. */
  path: string;
}

/**
 * The tool name of an operation: its `operationId` as written when that is already a valid tool name
 * (`listPets` stays `listPets`), otherwise made valid with {@link toToolName}; without an `operationId`,
 * built from the method and path (`GET /pets/{id}` becomes `get_pets_by_id`). Not yet unique.
 */
export function operationToolName(options: OperationToolNameOptions): string {
  const { operationId, method, path } = options;
  if (operationId !== undefined && operationId.trim() !== '') {
    return isValidToolName(operationId) ? operationId : toToolName(operationId);
  }
  const words = path
    .split('/')
    .filter((s) => s !== '')
    .map((s) => s.replace(/\{([^}]*)\}/g, ' by $1 '));
  return toToolName(`${method.toLowerCase()} ${words.join(' ')}`);
}
