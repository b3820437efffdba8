import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ToolLibrary } from '../../library/tool-library.ts';
import { JsSandbox } from '../../sandbox/js-sandbox.ts';
import { createToolExecutor } from '../../tool/tool-executor.ts';
import { createSourceResolvers } from '../create-source-resolvers.ts';
import { checkGeneratedTool } from './check-generated-tool.ts';
import { createGeneratedHandlerResolver } from './create-generated-handler-resolver.ts';
import { createGeneratedTool } from './create-generated-tool.ts';
import { deleteGeneratedTool } from './delete-generated-tool.ts';
import { findJsonDifference } from './find-json-difference.ts';
import type { GeneratedToolSpec } from './generated-source.ts';
import { formatGeneratedToolRejection } from './generated-tool-outcome.ts';
import { updateGeneratedTool } from './update-generated-tool.ts';

let sandbox: JsSandbox;
before(async () => (sandbox = await JsSandbox.create()));
after(() => sandbox.dispose());

const SQRT: GeneratedToolSpec = {
  name: 'square_root',
  description: 'The square root of a number.',
  inputSchema: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] },
  code: 'function run(input) {\n  return Math.sqrt(input.x);\n}',
  examples: [
    { input: { x: 16 }, expected: 4 },
    { input: { x: 2 }, expected: 1.4142135623730951 },
  ],
};

async function rejection(spec: GeneratedToolSpec) {
  const check = await checkGeneratedTool(spec, { sandbox });
  assert.equal(check.ok, false, 'expected the tool to be rejected');
  return check as Extract<typeof check, { ok: false }>;
}

describe('checkGeneratedTool: staged checks with exact diagnostics', () => {
  it('accepts a tool that parses, declares a valid schema and passes its examples', async () => {
    const check = await checkGeneratedTool(SQRT, { sandbox });
    assert.ok(check.ok);
    assert.equal(check.definition.source.type, 'generated');
    assert.deepEqual(check.definition.examples, [{ x: 16 }, { x: 2 }]);
    assert.deepEqual(check.definition.source.config, {
      code: SQRT.code,
      entry: 'run',
      examples: SQRT.examples,
    });
  });

  it('stage syntax: the parse error with its line and column', async () => {
    const check = await rejection({ ...SQRT, code: 'function run(input) {\n  return Math.sqrt(input.x;\n}' });
    assert.equal(check.stage, 'syntax');
    assert.match(check.diagnostics[0]!, /^SyntaxError: .+ \(line 2, column \d+\)$/);
  });

  it('stage schema: what is wrong with the definition, and where', async () => {
    const bad = await rejection({
      ...SQRT,
      inputSchema: { type: 'object', properties: { x: { type: 'float' } } },
    });
    assert.equal(bad.stage, 'schema');
    assert.deepEqual(bad.diagnostics, [
      'Invalid tool \'square_root\' at inputSchema.properties.x.type: unknown type "float"',
    ]);
    const name = await rejection({ ...SQRT, name: 'square root' });
    assert.equal(name.stage, 'schema');
    assert.match(name.diagnostics[0]!, /"square root" is not a valid tool name/);
  });

  it('stage examples: none given, or inputs that break the schema (every one listed)', async () => {
    assert.deepEqual((await rejection({ ...SQRT, examples: [] })).diagnostics, [
      'Give at least one example: { input, expected }.',
    ]);
    const check = await rejection({
      ...SQRT,
      examples: [
        { input: { x: 'nine' }, expected: 3 },
        { input: { x: 9 }, expected: 3 },
        { input: {}, expected: 0 },
      ],
    });
    assert.equal(check.stage, 'examples');
    assert.deepEqual(check.diagnostics, [
      'Example 1 (input {"x":"nine"}): does not match the input schema: at /x: must be number.',
      "Example 3 (input {}): does not match the input schema: at (root): missing required property 'x'.",
    ]);
  });

  it('stage run: the exception each failing example raised, with position and console output', async () => {
    const check = await rejection({
      ...SQRT,
      code: 'function run(input) {\n  console.log("x is", input.x);\n  if (input.x < 3) throw new RangeError("too small");\n  return Math.sqrt(input.x);\n}',
    });
    assert.equal(check.stage, 'run');
    assert.deepEqual(check.diagnostics, [
      'Example 2 (input {"x":2}): RangeError: too small (line 3, column 40) Console output: x is 2',
    ]);
    const missing = await rejection({ ...SQRT, code: 'function sqrt(input) { return Math.sqrt(input.x); }' });
    assert.deepEqual(missing.diagnostics, [
      'Example 1 (input {"x":16}): The code does not define a function named \'run\'. Define it as: function run(input) { ... }',
    ]);
    const loop = await checkGeneratedTool(
      { ...SQRT, code: 'function run() { for (;;) {} }' },
      { sandbox, limits: { timeoutMs: 30 } },
    );
    assert.ok(!loop.ok && loop.stage === 'run');
    assert.match(loop.diagnostics[0]!, /Sandbox time limit of 30 ms exceeded/);
  });

  it('stage expected: the expected and the actual result, and where they first differ', async () => {
    const check = await rejection({
      ...SQRT,
      code: 'function run(input) { return { root: Math.round(Math.sqrt(input.x)) }; }',
      examples: [
        { input: { x: 16 }, expected: { root: 4 } },
        { input: { x: 2 }, expected: { root: 1.4142135623730951 } },
      ],
    });
    assert.equal(check.stage, 'expected');
    assert.deepEqual(check.diagnostics, [
      'Example 2 (input {"x":2}): expected {"root":1.4142135623730951}, got {"root":1} (differs at $.root: expected 1.4142135623730951, got 1).',
    ]);
    assert.equal(
      formatGeneratedToolRejection('square_root', check),
      `Tool 'square_root' was rejected at stage 'expected' (an example gave the wrong result):\n- ${check.diagnostics[0]}`,
    );
  });

  it('compares numbers within 1e-9', async () => {
    const close = await checkGeneratedTool(
      { ...SQRT, examples: [{ input: { x: 2 }, expected: 1.41421356237 }] },
      { sandbox },
    );
    assert.ok(close.ok);
    assert.equal(findJsonDifference(1e12, 1e12 + 1), undefined);
    assert.deepEqual(findJsonDifference({ a: [1, 2] }, { a: [1] }), {
      path: '$.a[1]',
      expected: 2,
      actual: undefined,
    });
    assert.deepEqual(findJsonDifference({ 'a b': 1 }, { 'a b': '1' }), {
      path: '$["a b"]',
      expected: 1,
      actual: '1',
    });
  });
});

describe('generated tools in the library', () => {
  it('are created, updated and deleted as versions of one history, and refuse other sources', async () => {
    const library = ToolLibrary.open({ path: ':memory:' });
    library.create({ name: 'add', description: 'Add.', inputSchema: { type: 'object' } });

    const created = await createGeneratedTool(library, SQRT, { sandbox });
    assert.ok(created.ok);
    assert.equal(created.tool.version, 1);
    assert.deepEqual(
      library.list({ sourceType: 'generated' }).map((t) => t.name),
      ['square_root'],
    );
    assert.equal((await library.search('square root of a number'))[0]?.tool.name, 'square_root');
    const taken = await createGeneratedTool(library, SQRT, { sandbox });
    assert.deepEqual(taken, {
      ok: false,
      stage: 'name',
      diagnostics: ["A tool named 'square_root' already exists. Update it instead, or pick another name."],
    });

    // The update must still pass the stored examples, and the new one.
    const broken = await updateGeneratedTool(
      library,
      'square_root',
      { code: 'function run(input) { return input.x < 0 ? { re: 0, im: Math.sqrt(-input.x) } : null; }' },
      { sandbox },
    );
    assert.ok(!broken.ok && broken.stage === 'expected' && broken.diagnostics.length === 2);
    const updated = await updateGeneratedTool(
      library,
      'square_root',
      {
        description: 'The square root of a number; for a negative number, the imaginary root as { re, im }.',
        code: 'function run(input) {\n  return input.x < 0 ? { re: 0, im: Math.sqrt(-input.x) } : Math.sqrt(input.x);\n}',
        examples: [{ input: { x: -4 }, expected: { re: 0, im: 2 } }],
      },
      { sandbox },
    );
    assert.ok(updated.ok);
    assert.equal(updated.tool.version, 2);
    assert.equal((updated.tool.source.config as { examples: unknown[] }).examples.length, 3);

    assert.deepEqual(deleteGeneratedTool(library, 'add'), {
      ok: false,
      stage: 'name',
      diagnostics: [
        "'add' is not a generated tool (it comes from manual source manual); only generated tools can be changed or deleted this way.",
      ],
    });
    assert.ok(deleteGeneratedTool(library, 'square_root').ok);
    assert.equal(library.get('square_root'), undefined);
    assert.deepEqual(
      library.history('square_root').map((h) => [h.version, h.change]),
      [
        [1, 'created'],
        [2, 'updated'],
        [3, 'deleted'],
      ],
    );
    library.close();
  });

  it('run only in the sandbox, through the resolver every executor has', async () => {
    const library = ToolLibrary.open({ path: ':memory:' });
    assert.ok((await createGeneratedTool(library, SQRT, { sandbox })).ok);
    const resolvers = createSourceResolvers();
    assert.ok(resolvers.some((r) => r.sourceType === 'generated'));
    const executor = createToolExecutor({ lookup: (n) => library.get(n), resolvers });
    assert.deepEqual(await executor.call('square_root', { x: 81 }).then((r) => r.ok && r.output), 9);
    await executor.close();

    library.update('square_root', {
      source: {
        type: 'generated',
        id: 'generated',
        config: { code: 'function run() { return process.env; }' },
      },
    });
    const sandboxed = createToolExecutor({
      lookup: (n) => library.get(n),
      resolvers: [createGeneratedHandlerResolver({ sandbox })],
    });
    const result = await sandboxed.call('square_root', { x: 1 });
    assert.ok(!result.ok);
    assert.equal(result.error.code, 'execution_failed');
    assert.match(
      result.error.message,
      /^Tool 'square_root' failed in the sandbox: ReferenceError: 'process' is not defined/,
    );
    assert.deepEqual(result.error.details, { sandbox: 'runtime_error', line: 1, column: 25 });

    library.update('square_root', { source: { type: 'generated', id: 'generated', config: { code: '' } } });
    const unusable = await sandboxed.call('square_root', { x: 1 });
    assert.ok(!unusable.ok && unusable.error.code === 'no_implementation');
    library.close();
  });
});
