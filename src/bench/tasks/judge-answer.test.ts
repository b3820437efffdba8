import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractNumbers } from './extract-numbers.ts';
import { judgeAnswer } from './judge-answer.ts';
import { toolSelectionMetrics } from './tool-selection-metrics.ts';

describe('extractNumbers', () => {
  it('reads integers, decimals, negatives, thousands separators and exponents, not digits in words', () => {
    assert.deepEqual(
      extractNumbers('The area is 40 m², about 43.98 cm or -3.5; total 3,628,855 and 2.5e3.'),
      [40, 43.98, -3.5, 3628855, 2.5e3],
    );
    assert.deepEqual(
      extractNumbers('M2 and x86 are names; the list 1,2,3 has three; 5-3 is a range'),
      [1, 2, 3, 5, 3],
    );
    assert.deepEqual(extractNumbers('\u22127 degrees, .5 of it'), [-7, 0.5]);
  });
});

describe('judgeAnswer', () => {
  it('matches numbers within 1% or 0.01, never by substring', () => {
    assert.equal(judgeAnswer('The area is 40 square meters.', [40]), true);
    assert.equal(judgeAnswer('The area is 400 square meters.', [40]), false);
    assert.equal(judgeAnswer('It is 1400.', [40]), false);
    assert.equal(judgeAnswer('About 904.8 cubic meters.', [904.78, 905]), true);
    assert.equal(judgeAnswer('It comes to 44.3.', [43.98]), true, 'within 1%');
    assert.equal(judgeAnswer('It comes to 44.6.', [43.98]), false);
    assert.equal(judgeAnswer('0.004', [0]), true, 'within 0.01 of zero');
    assert.equal(judgeAnswer('The factorial is 3628855.', ['3,628,855']), true);
    assert.equal(judgeAnswer('2 + 2 = 4', [5], { relative: 0, absolute: 0 }), false);
  });

  it('matches true/false by polarity and other words as a whole phrase', () => {
    assert.equal(judgeAnswer('No, 91 is not prime, so the answer is false.', ['false', 'False']), true);
    assert.equal(judgeAnswer('Yes, it is true.', ['false']), false);
    assert.equal(judgeAnswer('True or false? Hard to say.', ['false']), false, 'both polarities');
    assert.equal(judgeAnswer('The first property makes more money.', ['first property makes more']), true);
    assert.equal(judgeAnswer('The second property makes more.', ['first makes more']), false);
  });

  it('is null when there is nothing to judge by', () => {
    assert.equal(judgeAnswer('anything', []), null);
  });
});

describe('toolSelectionMetrics', () => {
  it('scores distinct tools against the ground truth', () => {
    assert.deepEqual(toolSelectionMetrics(['sqrt'], ['sqrt', 'add']), {
      precision: 1,
      recall: 0.5,
      f1: 2 / 3,
    });
    assert.deepEqual(toolSelectionMetrics(['add', 'add', 'multiply'], ['add', 'add']), {
      precision: 0.5,
      recall: 1,
      f1: 2 / 3,
    });
    assert.deepEqual(toolSelectionMetrics([], ['add']), { precision: 0, recall: 0, f1: 0 });
    assert.deepEqual(toolSelectionMetrics([], []), { precision: 1, recall: 1, f1: 1 });
  });
});
