import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import ts from 'typescript';
import type { JsonSchema } from '../../tool/json-schema.ts';
import { createModuleProgram } from './create-module-program.ts';
import type { TypeConversion } from './type-conversion.ts';
import { typeToJsonSchema } from './type-to-json-schema.ts';

const PREAMBLE = `
type Integer = number;
type int = number;
type Scores = Integer[];
enum Colour { Red = 'red', Green = 'green' }
enum Level { Low, High }
interface Point {
  /** Horizontal. */
  x: number;
  y?: Integer;
}
interface Named { name: string }
class Box { size = 1 }
interface Tree { children: Tree[] }
`;

const dir = mkdtempSync(join(tmpdir(), 'toolwise-types-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** Converts each annotation, written as `declare const vN: <annotation>;` in one module. */
function convertAll(annotations: string[]): TypeConversion[] {
  const path = join(dir, `types-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(path, PREAMBLE + annotations.map((a, i) => `export declare const v${i}: ${a};`).join('\n'));
  const program = createModuleProgram({ path });
  const checker = program.getTypeChecker();
  const file = program.getSourceFile(path) as ts.SourceFile;
  const declarations = file.statements
    .filter(ts.isVariableStatement)
    .map((s) => s.declarationList.declarations[0] as ts.VariableDeclaration);
  return declarations.map((d) =>
    typeToJsonSchema({ checker, program, type: checker.getTypeAtLocation(d), node: d.type }),
  );
}

const ok = (schema: JsonSchema, optional = false): TypeConversion => ({ ok: true, schema, optional });
const no = (reason: string, path = ''): TypeConversion => ({ ok: false, reason, path });

const cases: [annotation: string, expected: TypeConversion][] = [
  ['string', ok({ type: 'string' })],
  ['number', ok({ type: 'number' })],
  ['boolean', ok({ type: 'boolean' })],
  ['null', ok({ type: 'null' })],
  ['`id-${number}`', ok({ type: 'string' })],
  ['Integer', ok({ type: 'integer' })],
  ['int', ok({ type: 'integer' })],
  ['(Integer)', ok({ type: 'integer' })],
  ['Scores', ok({ type: 'array', items: { type: 'integer' } })],
  ['Integer | undefined', ok({ type: 'integer' }, true)],
  ['Integer | null', ok({ type: ['integer', 'null'] })],
  ['string | null | undefined', ok({ type: ['string', 'null'] }, true)],
  ['boolean | undefined', ok({ type: 'boolean' }, true)],
  ["'a'", ok({ type: 'string', enum: ['a'] })],
  ["'a' | 'b'", ok({ type: 'string', enum: ['a', 'b'] })],
  ["'b' | 'a' | 'c'", ok({ type: 'string', enum: ['b', 'a', 'c'] })],
  ['2 | (1 | 3) | undefined', ok({ type: 'number', enum: [2, 1, 3] }, true)],
  ["'a' | 'b' | null", ok({ type: ['string', 'null'], enum: ['a', 'b', null] })],
  ['1 | 2', ok({ type: 'number', enum: [1, 2] })],
  ["'auto' | 0", ok({ type: ['string', 'number'], enum: ['auto', 0] })],
  ['true', ok({ type: 'boolean', enum: [true] })],
  ['Colour', ok({ type: 'string', enum: ['red', 'green'] })],
  ['Level', ok({ type: 'number', enum: [0, 1] })],
  ['string | number', ok({ type: ['string', 'number'] })],
  ['Integer | string | null', ok({ type: ['integer', 'string', 'null'] })],
  ['boolean | Integer', ok({ type: ['boolean', 'integer'] })],
  ['string | string[]', ok({ anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] })],
  ['boolean | "auto"', ok({ anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['auto'] }] })],
  ['string[]', ok({ type: 'array', items: { type: 'string' } })],
  ['Array<Integer>', ok({ type: 'array', items: { type: 'integer' } })],
  ['readonly Integer[]', ok({ type: 'array', items: { type: 'integer' } })],
  ['ReadonlyArray<int>', ok({ type: 'array', items: { type: 'integer' } })],
  ['Integer[][]', ok({ type: 'array', items: { type: 'array', items: { type: 'integer' } } })],
  [
    '[x: Integer, label?: string]',
    ok({ type: 'array', prefixItems: [{ type: 'integer' }, { type: 'string' }], minItems: 1, maxItems: 2 }),
  ],
  [
    'readonly [string, ...Integer[]]',
    ok({ type: 'array', prefixItems: [{ type: 'string' }], minItems: 1, items: { type: 'integer' } }),
  ],
  [
    'Point',
    ok({
      type: 'object',
      properties: { x: { type: 'number', description: 'Horizontal.' }, y: { type: 'integer' } },
      required: ['x'],
      additionalProperties: false,
    }),
  ],
  [
    '{ a: string; b: Integer | undefined; c?: { d: null } }',
    ok({
      type: 'object',
      properties: {
        a: { type: 'string' },
        b: { type: 'integer' },
        c: {
          type: 'object',
          properties: { d: { type: 'null' } },
          required: ['d'],
          additionalProperties: false,
        },
      },
      required: ['a'],
      additionalProperties: false,
    }),
  ],
  [
    'Point & Named',
    ok({
      type: 'object',
      properties: {
        x: { type: 'number', description: 'Horizontal.' },
        y: { type: 'integer' },
        name: { type: 'string' },
      },
      required: ['x', 'name'],
      additionalProperties: false,
    }),
  ],
  [
    'Partial<Named>',
    ok({
      type: 'object',
      properties: { name: { type: 'string' } },
      required: [],
      additionalProperties: false,
    }),
  ],
  [
    'Record<string, Integer[]>',
    ok({
      type: 'object',
      properties: {},
      required: [],
      additionalProperties: { type: 'array', items: { type: 'number' } },
    }),
  ],
  [
    '{ [key: string]: Integer }',
    ok({ type: 'object', properties: {}, required: [], additionalProperties: { type: 'integer' } }),
  ],
  [
    'Point | null',
    ok({
      type: ['object', 'null'],
      properties: { x: { type: 'number', description: 'Horizontal.' }, y: { type: 'integer' } },
      required: ['x'],
      additionalProperties: false,
    }),
  ],
  ['() => void', no('has a function type, which JSON Schema cannot express')],
  ['{ f(): void }', no('has a function type, which JSON Schema cannot express', '.f')],
  ['Date', no("has type 'Date', which JSON Schema cannot express")],
  ['Map<string, number>', no("has type 'Map<string, number>', which JSON Schema cannot express")],
  ['Promise<number>', no("has type 'Promise<number>', which JSON Schema cannot express")],
  ['Box', no("has type 'Box', which JSON Schema cannot express")],
  ['typeof Box', no("has type 'typeof Box', which JSON Schema cannot express")],
  ['any', no("has type 'any', which JSON Schema cannot express; give it a specific type")],
  ['unknown', no("has type 'unknown', which JSON Schema cannot express; give it a specific type")],
  ['object', no("has type 'object', which says nothing of its properties; describe them with an interface")],
  ['undefined', no("has type 'undefined', which JSON cannot carry")],
  ['bigint', no("has type 'bigint', which JSON cannot carry")],
  ['symbol', no("has type 'symbol', which JSON cannot carry")],
  [
    '{ [k: number]: string }',
    no("has an index signature keyed by 'number', which JSON Schema cannot express"),
  ],
  ['Tree', no("has a recursive type 'Tree', which toolwise does not convert", '.children[]')],
  ['Array<Date>', no("has type 'Date', which JSON Schema cannot express", '[]')],
  ['[string, Date]', no("has type 'Date', which JSON Schema cannot express", '[1]')],
  [
    'Point | Named',
    no("has a union type 'Point | Named' with object members, which toolwise does not convert"),
  ],
  [
    'string & { brand: true }',
    no("has an intersection type 'string & { brand: true; }', which toolwise does not convert"),
  ],
];

describe('typeToJsonSchema', () => {
  const results = convertAll(cases.map(([annotation]) => annotation));
  for (const [i, [annotation, expected]] of cases.entries()) {
    it(`converts ${annotation}`, () => assert.deepEqual(results[i], expected));
  }
});
