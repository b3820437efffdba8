import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { queryClauses } from './query-clauses.ts';
import { queryTerms } from './query-terms.ts';

describe('queryTerms', () => {
  it('drops stopwords, also when written with an apostrophe', () => {
    assert.deepEqual(queryTerms("I'd like the weather forecast for Paris"), ['weather', 'forecast', 'paris']);
    assert.deepEqual(queryTerms('getWeatherForecast'), ['weather', 'forecast']);
    assert.deepEqual(queryTerms('the of and'), ['the', 'of', 'and']);
  });
});

describe('queryClauses', () => {
  it('splits sentences and lines into term lists of the query terms', () => {
    assert.deepEqual(
      queryClauses('Generate a QR code for the link. Also, check the page speed of the site!\nThanks'),
      [
        ['generate', 'qr', 'code', 'link'],
        ['check', 'page', 'speed', 'site'],
      ],
    );
  });

  it('keeps a one-sentence query whole and drops repeated clauses', () => {
    assert.deepEqual(queryClauses('Convert 10 USD to EUR'), [['convert', 'usd', 'eur']]);
    assert.deepEqual(queryClauses('Weather please. Weather please.'), [['weather']]);
  });
});
