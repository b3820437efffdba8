import { fileURLToPath } from 'node:url';

/** A toolkit that ships with toolwise. */
export interface BuiltinToolkit {
  /** Its name, as given to `toolwise library add`. */
  name: string;
  /** What it holds. */
  description: string;
  /** The TypeScript source its definitions are read from (shipped in the package). */
  sourcePath: string;
  /** Imports its functions. */
  load: () => Promise<Record<string, unknown>>;
}

/**
 * The built-in toolkits. Their definitions are read from their TypeScript sources by the same
 * TypeScript-module loader that reads users' files; their functions are imported from this package.
 */
export const BUILTIN_TOOLKITS: Readonly<Record<string, BuiltinToolkit>> = {
  math: {
    name: 'math',
    description:
      'The 100 math tools of the tulip agent benchmark: arithmetic, geometry, number theory, statistics.',
    // Both src/toolkits and dist/toolkits sit two levels below the package root, where src/ is shipped.
    sourcePath: fileURLToPath(new URL('../../src/toolkits/math/index.ts', import.meta.url)),
    load: () => import('./math/index.ts'),
  },
};

/** The loader functions of the built-in toolkits, keyed by name, for the module handler resolver. */
export function builtinToolkitLoaders(): Record<string, () => Promise<Record<string, unknown>>> {
  return Object.fromEntries(Object.values(BUILTIN_TOOLKITS).map((t) => [t.name, t.load]));
}
