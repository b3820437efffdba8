import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { AgentModel } from '../agent/agent-model.ts';
import type { ModelCallRequest, ToolCallOutcome, ToolCallRequest } from '../agent/run-hooks.ts';
import { RunStoppedError } from '../agent/run-stopped-error.ts';
import { CostLedger } from '../ledger/cost-ledger.ts';
import { createBudgetHooks, type BudgetHooksOptions } from './create-budget-hooks.ts';
import { UnpricedModelError } from './unpriced-model-error.ts';

const model = { provider: 'p', modelId: 'm' } as AgentModel;
/** $10 per million input tokens, $20 per million output tokens. */
const prices = { 'p:m': { inputPerMTok: 10, outputPerMTok: 20 } };

function setup(options: Partial<BudgetHooksOptions> & { fees?: Record<string, number> } = {}) {
  const ledger = new CostLedger({ prices });
  const fees = options.fees ?? { a: 0.01, b: 0.02 };
  const hooks = createBudgetHooks({ budget: 1, accounting: ledger, feeOf: (t) => fees[t], ...options });
  const modelCall = (promptTokens: number, billed?: { input?: number; output?: number }) => {
    const request: ModelCallRequest = {
      role: 'agent',
      model,
      promptTokens,
      maxOutputTokens: undefined,
      tools: [],
    };
    const cap = hooks.beforeModelCall?.(request)?.maxOutputTokens as number;
    ledger.recordModelCall({
      role: 'agent',
      provider: 'p',
      modelId: 'm',
      inputTokens: billed?.input ?? promptTokens,
      outputTokens: billed?.output ?? 10,
    });
    return cap;
  };
  const toolCall = async (tool: string, outcome: Partial<ToolCallOutcome> = {}) => {
    const request: ToolCallRequest = { step: 1, tool, meta: false, input: {} };
    const refusal = hooks.beforeToolCall?.(request);
    const result: ToolCallOutcome = refusal
      ? { ok: false, text: refusal.refuse, error: { code: 'refused', message: refusal.refuse } }
      : { ok: true, text: 'result', output: 'result', ...outcome };
    const text = (await hooks.afterToolCall?.(request, result)) ?? result.text;
    const ran =
      !refusal && (result.ok || !['invalid_arguments', 'unknown_tool'].includes(result.error?.code ?? ''));
    ledger.recordToolCall({ tool, fee: ran ? (fees[tool] ?? 0) : 0, ok: result.ok, resultTokens: 1 });
    return { refused: refusal?.refuse, text };
  };
  return { ledger, hooks, modelCall, toolCall };
}

describe('createBudgetHooks', () => {
  it('caps the output of a model call at what the budget can pay, and stops when not even 64 tokens fit', () => {
    const { hooks, modelCall, ledger } = setup({ budget: 0.05 });
    // Worst input: 1000 × 1.5 + 500 = 2000 tokens = $0.02; $0.03 left pays 1500 output tokens.
    assert.equal(modelCall(1000, { output: 1500 }), 1499);
    assert.ok(ledger.summary().totals.money <= 0.05);
    // $0.01 left cannot cover 400 × 1.5 + 500 input tokens ($0.011).
    assert.throws(
      () => modelCall(400),
      (e: unknown) =>
        e instanceof RunStoppedError && e.status === 'budget_exhausted' && /exhausted/.test(e.message),
    );
    assert.ok(hooks.committed() <= 0.05);
  });

  it('refuses unpriced models', () => {
    const { hooks } = setup();
    const request = {
      role: 'agent',
      model: { provider: 'x', modelId: 'y' } as AgentModel,
      promptTokens: 1,
      maxOutputTokens: 10,
      tools: [],
    };
    assert.throws(() => hooks.beforeModelCall?.(request), UnpricedModelError);
  });

  it('counts planned uses down, forbids used-up tools with a note, and gives back uses of calls that did not run', async () => {
    const { hooks, modelCall, toolCall } = setup({ allowances: { a: 2 } });
    modelCall(100);
    assert.match((await toolCall('b')).refused ?? '', /'b' was refused.*not in the plan/);
    assert.equal(
      (await toolCall('a', { ok: false, text: 'bad', error: { code: 'invalid_arguments', message: 'bad' } }))
        .refused,
      undefined,
    );
    assert.equal(hooks.allowance('a'), 2);
    assert.equal((await toolCall('a')).text, 'result');
    const last = await toolCall('a');
    assert.match(
      last.text,
      /^result\n\n\[budget\] That was the last planned use of 'a'; it is now forbidden\.$/,
    );
    assert.equal(hooks.isAllowed('a'), false);
    assert.match(
      (await toolCall('a')).refused ?? '',
      /Forbidden tools.*b \(it is not in the plan for this task\); a \(its planned uses are used up\)/,
    );
    assert.deepEqual(hooks.forbidden(), [
      { tool: 'b', reason: 'not_planned' },
      { tool: 'a', reason: 'used_up' },
    ]);
  });

  it('blacklists a tool after the configured number of unhelpful verdicts', async () => {
    const { hooks, modelCall, toolCall } = setup({ blacklistAfter: 2 });
    modelCall(100);
    hooks.strike('a');
    assert.equal(hooks.isAllowed('a'), true);
    const request: ToolCallRequest = { step: 1, tool: 'a', meta: false, input: {} };
    assert.equal(hooks.beforeToolCall?.(request), undefined);
    hooks.strike('a'); // the judge's verdict arrives before the budget hook sees the result
    const text = await hooks.afterToolCall?.(request, { ok: true, text: 'same' });
    assert.match(String(text), /'a' is now forbidden for the rest of this task: its results were unhelpful/);
    assert.match((await toolCall('a')).refused ?? '', /its results were unhelpful/);
  });

  it('keeps the answer reserved: refuses a tool that would eat it, then allows one answer turn only', async () => {
    // After a 1000-token prompt: answer reserve = (1000 + 10 + 1000) × 1.5 + 500 input and 256 output tokens.
    const { modelCall, toolCall } = setup({
      budget: 0.2,
      fees: { a: 0.06, b: 0.05 },
      allowances: { a: 1, b: 3 },
    });
    modelCall(1000);
    assert.equal((await toolCall('a')).refused, undefined);
    assert.equal((await toolCall('b')).refused, undefined);
    const refused = (await toolCall('b')).refused ?? '';
    assert.match(refused, /costs \$0\.05 .* answer now with what you have/);
    assert.match((await toolCall('a')).refused ?? '', /only enough for your answer/);
    modelCall(1000); // the answer turn
    assert.throws(() => modelCall(1000), /only enough for the answer/);
  });

  it('stops the run right after a provider bills more than was reserved', () => {
    const { modelCall } = setup({ budget: 10 });
    modelCall(100, { input: 100_000 });
    assert.throws(() => modelCall(100), /billed more tokens than the margin allows/);
  });

  it('never lets the ledger exceed the budget, for thousands of random call sequences (loop-shaped driver)', () => {
    const step = fc.oneof(
      fc.record({
        kind: fc.constant('model' as const),
        prompt: fc.integer({ min: 0, max: 20_000 }),
        input: fraction(),
        output: fraction(),
      }),
      fc.record({
        kind: fc.constant('tools' as const),
        calls: fc.array(
          fc.record({
            tool: fc.constantFrom('a', 'b', 'c', 'd'),
            outcome: fc.constantFrom('ok', 'error', 'invalid', 'empty'),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        order: fc.array(fc.nat(), { minLength: 4, maxLength: 4 }),
      }),
    );
    fc.assert(
      fc.property(
        fc.record({
          budget: fc.double({ min: 0, max: 0.5, noNaN: true }),
          fees: fc.array(fc.double({ min: 0, max: 0.2, noNaN: true }), { minLength: 4, maxLength: 4 }),
          plan: fc.option(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }), {
            nil: undefined,
          }),
          steps: fc.array(step, { maxLength: 30 }),
          finalAnswerTurn: fc.boolean(),
        }),
        (x) => {
          const names = ['a', 'b', 'c', 'd'];
          const fees = Object.fromEntries(names.map((n, i) => [n, x.fees[i] as number]));
          const ledger = new CostLedger({ prices });
          const hooks = createBudgetHooks({
            budget: x.budget,
            accounting: ledger,
            feeOf: (t) => fees[t],
            finalAnswerTurn: x.finalAnswerTurn,
            ...(x.plan && {
              allowances: Object.fromEntries(names.map((n, i) => [n, x.plan?.[i] as number])),
            }),
          });
          for (const s of x.steps) {
            if (s.kind === 'model') {
              let cap: number;
              try {
                cap = hooks.beforeModelCall?.({
                  role: 'agent',
                  model,
                  promptTokens: s.prompt,
                  maxOutputTokens: undefined,
                  tools: [],
                })?.maxOutputTokens as number;
              } catch (e) {
                assert.ok(e instanceof RunStoppedError);
                break;
              }
              ledger.recordModelCall({
                role: 'agent',
                provider: 'p',
                modelId: 'm',
                inputTokens: Math.floor(s.input * (Math.ceil(s.prompt * 1.5) + 500)),
                outputTokens: Math.floor(s.output * cap),
              });
            } else {
              // Like a turn: every call is checked first, then they finish in any order.
              const started = s.calls.map((c) => {
                const request: ToolCallRequest = { step: 1, tool: c.tool, meta: false, input: {} };
                return { c, request, refusal: hooks.beforeToolCall?.(request) };
              });
              const order = started.map((_, i) => i).sort((i, j) => (s.order[i] ?? 0) - (s.order[j] ?? 0));
              for (const i of order) {
                const { c, request, refusal } = started[i] as (typeof started)[number];
                const outcome: ToolCallOutcome = refusal
                  ? { ok: false, text: refusal.refuse, error: { code: 'refused', message: '' } }
                  : c.outcome === 'ok'
                    ? { ok: true, text: 'x', output: 'x' }
                    : c.outcome === 'empty'
                      ? { ok: true, text: '[]', output: [] }
                      : {
                          ok: false,
                          text: 'e',
                          error: {
                            code: c.outcome === 'invalid' ? 'invalid_arguments' : 'execution_failed',
                            message: '',
                          },
                        };
                void hooks.afterToolCall?.(request, outcome);
                if (c.outcome === 'empty') hooks.strike(c.tool);
                const ran = !refusal && c.outcome !== 'invalid';
                ledger.recordToolCall({
                  tool: c.tool,
                  fee: ran ? (fees[c.tool] as number) : 0,
                  ok: outcome.ok,
                  resultTokens: 1,
                });
              }
            }
            assert.ok(
              ledger.summary().totals.money <= x.budget,
              `${ledger.summary().totals.money} > ${x.budget}`,
            );
          }
        },
      ),
      { numRuns: 3000, seed: 99 },
    );
  });
});

function fraction() {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(1) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }) },
  );
}
