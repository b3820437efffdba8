import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { InvalidArgumentError } from '../errors/invalid-argument-error.ts';
import type { CliIo } from './cli-io.ts';

/** Reads a JSON argument given inline or as `@file`; errors name the argument (and file) and say why. */
export function readJsonArgument(value: string, name: string, io: CliIo): unknown {
  let text = value;
  let where = name;
  if (value.startsWith('@')) {
    const path = resolve(io.cwd, value.slice(1));
    where = `${name} file ${path}`;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      throw new InvalidArgumentError({
        argument: name,
        message: `cannot read ${path} (${(error as Error).message})`,
      });
    }
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InvalidArgumentError({
      argument: where,
      message: `not valid JSON: ${(error as Error).message}`,
    });
  }
}
