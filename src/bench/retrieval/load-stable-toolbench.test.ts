import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadRetrievalDataset } from './load-retrieval-dataset.ts';
import { loadStableToolBench } from './load-stable-toolbench.ts';

const fixtures = join(import.meta.dirname, 'test-fixtures');
const tiny = join(fixtures, 'stabletoolbench-tiny');

describe('loadStableToolBench', () => {
  it('pools the APIs of every file once and maps the gold pairs to tool names', () => {
    const dataset = loadStableToolBench(tiny);
    assert.equal(dataset.name, 'stabletoolbench');
    assert.deepEqual(
      dataset.sources[0]?.tools.map((t) => t.name),
      [
        'api_tracking_for_pack_send',
        'latest_for_suivi_colis',
        'random_fact_for_cat_facts',
        'random_picture_for_dog_pictures',
      ],
    );
    assert.equal(dataset.sources[0]?.tools[1]?.description, 'Latest status of a parcel.');
    assert.deepEqual(dataset.queries, [
      {
        id: 'G1_instruction:7',
        text: 'Track my package with the Pack & Send reference number ABC123 and show its latest status.',
        relevant: ['api_tracking_for_pack_send', 'latest_for_suivi_colis'],
      },
      {
        id: 'G2_category:7',
        text: 'Give me a random cat fact and a picture of a dog.',
        relevant: ['random_fact_for_cat_facts', 'random_picture_for_dog_pictures'],
      },
    ]);
    assert.deepEqual(dataset.warnings, [
      'G2_category:7: the relevant API ["Nowhere","Missing"] is not among the pooled APIs; ignored',
      'G2_category:8: the relevant API ["Nowhere","Missing"] is not among the pooled APIs; ignored',
      'G2_category:8: no relevant API; the query is left out',
    ]);
  });

  it('fails clearly on a folder without query files', () => {
    assert.throws(() => loadStableToolBench(fixtures), {
      code: 'dataset_load_failed',
      message: /no StableToolBench query file/,
    });
    assert.throws(() => loadStableToolBench(tiny, { files: ['G3_instruction'] }), {
      code: 'dataset_load_failed',
      message: /G3_instruction\.json.*does not exist/,
    });
  });
});

describe('loadRetrievalDataset', () => {
  it('tells the layout from the files', () => {
    assert.equal(loadRetrievalDataset({ dir: tiny }).name, 'stabletoolbench');
    assert.equal(loadRetrievalDataset({ dir: join(fixtures, 'beir-tiny') }).name, 'beir-tiny');
    assert.throws(() => loadRetrievalDataset({ dir: fixtures }), {
      message: /cannot tell the dataset layout/,
    });
  });
});
