import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { digital_root, is_armstrong_number, is_palindrome, sum_of_digits } from './digits.ts';

describe('digits', () => {
  it('recognises Armstrong (narcissistic) numbers', () => {
    for (const armstrong of [0, 7, 153, 370, 371, 407, 1634, 9474]) {
      assert.equal(is_armstrong_number(armstrong), true, String(armstrong));
    }
    for (const other of [10, 100, 152, 9475, -153]) assert.equal(is_armstrong_number(other), false);
    assert.throws(() => is_armstrong_number(1.5), /number must be a whole number/);
  });

  it('recognises palindromic numbers', () => {
    assert.equal(is_palindrome(12321), true);
    assert.equal(is_palindrome(7), true);
    assert.equal(is_palindrome(1221), true);
    assert.equal(is_palindrome(123), false);
    assert.equal(is_palindrome(10), false);
    assert.equal(is_palindrome(-121), false);
    assert.throws(() => is_palindrome(12.21), RangeError);
  });

  it('sums digits', () => {
    assert.equal(sum_of_digits(1234), 10);
    assert.equal(sum_of_digits(60), 6);
    assert.equal(sum_of_digits(-987), 24);
    assert.equal(sum_of_digits(0), 0);
    assert.throws(() => sum_of_digits(0.5), /number must be a whole number/);
  });

  it('computes digital roots', () => {
    assert.equal(digital_root(98765), 8);
    assert.equal(digital_root(40), 4);
    assert.equal(digital_root(720), 9);
    assert.equal(digital_root(9), 9);
    assert.equal(digital_root(0), 0);
    assert.equal(digital_root(-38), 2);
    assert.throws(() => digital_root(Number.NaN), RangeError);
  });
});
