import { InvalidArgumentError } from '../../errors/invalid-argument-error.ts';
import type { ReasoningLoop } from '../reasoning-loop.ts';
import { reactLoop } from '../react-loop.ts';
import { createDfsdtLoop } from './dfsdt-loop.ts';

/** Builds a reasoning loop by name with its default options. */
export const LOOPS: Readonly<Record<string, () => ReasoningLoop>> = {
  react: () => reactLoop,
  dfsdt: () => createDfsdtLoop(),
};

/** The reasoning loop called `name`; an `InvalidArgumentError` listing the names when there is none. */
export function loopByName(name: string): ReasoningLoop {
  const make = Object.hasOwn(LOOPS, name) ? LOOPS[name] : undefined;
  if (!make) {
    throw new InvalidArgumentError({
      argument: 'loop',
      message: `unknown reasoning loop '${name}'; choose one of ${Object.keys(LOOPS).join(', ')}`,
    });
  }
  return make();
}
