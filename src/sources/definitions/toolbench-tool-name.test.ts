import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isValidToolName } from '../../tool/tool-name.ts';
import { toolbenchToolName } from './toolbench-tool-name.ts';

describe('toolbenchToolName', () => {
  it('joins the snake_case API and tool names with _for_, as ToolBench does', () => {
    assert.equal(
      toolbenchToolName({ toolName: 'TheClique', apiName: 'Songkick concert' }),
      'songkick_concert_for_theclique',
    );
    assert.equal(toolbenchToolName({ toolName: 'suivi-colis', apiName: 'Latest' }), 'latest_for_suivi_colis');
    assert.equal(
      toolbenchToolName({ toolName: 'Pack & Send', apiName: '/api/Tracking/' }),
      'api_tracking_for_pack_send',
    );
  });

  it('prefixes digits with get_ and reserved words with is_, and does not split camelCase', () => {
    assert.equal(
      toolbenchToolName({ toolName: '4D Dream', apiName: '2D lookup' }),
      'get_2d_lookup_for_get_4d_dream',
    );
    assert.equal(toolbenchToolName({ toolName: 'Geo', apiName: 'ID' }), 'is_id_for_geo');
    assert.equal(
      toolbenchToolName({ toolName: 'Rankiteo', apiName: 'GetPowerPlantByRadiusAndGPS' }),
      'getpowerplantbyradiusandgps_for_rankiteo',
    );
  });

  it('keeps the last 64 characters of a long name, like ToolBench', () => {
    const name = toolbenchToolName({
      toolName: 'Premium Anime Mobile Wallpapers Illustrations',
      apiName: 'Paid Wallpaper by Pagination',
    });
    assert.equal(name, '_by_pagination_for_premium_anime_mobile_wallpapers_illustrations');
    assert.equal(name.length, 64);
  });

  it('always returns a valid tool name', () => {
    for (const [toolName, apiName] of [
      ['天气', '查询'],
      ['x', '^^^'],
      ['', ''],
    ] as const) {
      assert.ok(isValidToolName(toolbenchToolName({ toolName, apiName })), `${toolName}/${apiName}`);
    }
  });
});
