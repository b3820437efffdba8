import fc from 'fast-check';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createTokenCounter } from '../../ledger/token-counter.ts';
import { chooseStrategy } from './choose-strategy.ts';
import { estimateStrategyCosts, type StrategyCostEstimates } from './estimate-strategy-costs.ts';
import { syntheticTools } from './test-support/synthetic-tools.ts';

const tokens = createTokenCounter({ cacheSize: 0 });

function estimates(all: number, ecoact: number, minimal: number, tulip: number): StrategyCostEstimates {
  const e = (promptTokens: number) => ({ promptTokens, modelCalls: 1, toolsInContext: 0 });
  return { 'all-tools': e(all), ecoact: e(ecoact), 'tulip-minimal': e(minimal), tulip: e(tulip) };
}

describe('chooseStrategy', () => {
  it('picks the cheapest allowed strategy and says why', () => {
    const decision = chooseStrategy({ estimates: estimates(9000, 3000, 500, 2000), toolCount: 100 });
    assert.deepEqual(decision.allowed, ['all-tools', 'ecoact', 'tulip']);
    assert.equal(decision.choice, 'tulip');
    assert.equal(
      decision.reason,
      'tulip has the lowest estimate, 2000 prompt tokens (all-tools 9000, ecoact 3000)',
    );
    assert.equal(
      chooseStrategy({ estimates: estimates(9000, 3000, 500, 2000), toolCount: 100, search: 'tulip-minimal' })
        .choice,
      'tulip-minimal',
    );
  });

  it('never chooses ecoact at or below its break-even, nor search for small sets', () => {
    const cheapEcoact = estimates(9000, 10, 5, 5);
    const tiny = chooseStrategy({ estimates: cheapEcoact, toolCount: 10 });
    assert.equal(tiny.choice, 'all-tools');
    assert.match(tiny.reason, /ecoact not considered: 10 tools are at or below EcoAct's break-even of 10/);
    assert.match(tiny.reason, /tulip not considered: 10 tools are too few to search \(at most 20\)/);
    assert.equal(chooseStrategy({ estimates: cheapEcoact, toolCount: 20 }).choice, 'ecoact');
    assert.equal(chooseStrategy({ estimates: estimates(9000, 10, 5, 5), toolCount: 21 }).choice, 'tulip');
    assert.equal(
      chooseStrategy({ estimates: cheapEcoact, toolCount: 30, searchMinTools: 50 }).choice,
      'ecoact',
    );
  });

  it('respects the provider limit, falling back to ecoact when nothing else is allowed', () => {
    const cheapAll = estimates(10, 3000, 500, 2000);
    assert.equal(chooseStrategy({ estimates: cheapAll, toolCount: 200, maxTools: 128 }).choice, 'tulip');
    const fallback = chooseStrategy({ estimates: cheapAll, toolCount: 5, maxTools: 2 });
    assert.equal(fallback.choice, 'ecoact');
    assert.match(fallback.reason, /all-tools not considered: 5 tools exceed the provider's limit of 2/);
  });

  it('prefers all-tools, then ecoact, then search on equal estimates', () => {
    assert.equal(chooseStrategy({ estimates: estimates(5, 5, 5, 5), toolCount: 100 }).choice, 'all-tools');
    assert.equal(chooseStrategy({ estimates: estimates(6, 5, 5, 5), toolCount: 100 }).choice, 'ecoact');
  });

  it('chooses the minimum of the allowed estimates for random tool sets', () => {
    const shape = fc.record({
      words: fc.integer({ min: 1, max: 150 }),
      params: fc.integer({ min: 0, max: 8 }),
    });
    const toolSet = fc
      .integer({ min: 0, max: 300 })
      .chain((n) => fc.array(shape, { minLength: n, maxLength: n }));
    const chosen = new Set<string>();
    fc.assert(
      fc.property(
        toolSet,
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(undefined, 16, 128),
        fc.constantFrom('tulip' as const, 'tulip-minimal' as const),
        (shapes, expectedToolCalls, maxTools, search) => {
          const tools = syntheticTools(shapes);
          const e = estimateStrategyCosts({ tools, tokens, expectedToolCalls });
          const decision = chooseStrategy({
            estimates: e,
            toolCount: tools.length,
            search,
            ...(maxTools !== undefined && { maxTools }),
          });
          const cheapest = Math.min(...decision.allowed.map((s) => e[s].promptTokens));
          assert.ok(decision.allowed.includes(decision.choice));
          assert.equal(e[decision.choice].promptTokens, cheapest);
          if (tools.length <= 20) assert.ok(decision.choice !== search);
          if (tools.length <= 10 && (maxTools === undefined || tools.length <= maxTools))
            assert.equal(decision.choice, 'all-tools');
          if (maxTools !== undefined && tools.length > maxTools)
            assert.notEqual(decision.choice, 'all-tools');
          chosen.add(decision.choice === search ? 'search' : decision.choice);
        },
      ),
      { seed: 20240607, numRuns: 60 },
    );
    // The random sets exercised every kind of choice.
    assert.deepEqual([...chosen].sort(), ['all-tools', 'ecoact', 'search']);
  });
});
