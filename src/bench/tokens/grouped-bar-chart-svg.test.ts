import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupedBarChartSvg } from './grouped-bar-chart-svg.ts';

describe('groupedBarChartSvg', () => {
  const svg = groupedBarChartSvg({
    title: 'Tokens <per> task & "more"',
    series: [{ name: 'a' }, { name: 'b', color: '#123456' }],
    panels: [
      {
        title: 'Panel',
        yLabel: 'tokens',
        xLabel: 'size',
        groups: [
          { label: '20', values: [100, 50], barLabels: ['1.00×', undefined] },
          { label: '64', sublabel: 'ToolBench', values: [300, null] },
        ],
      },
    ],
  });

  it('is a standalone SVG document with escaped text', () => {
    assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="960" height="\d+"/);
    assert.match(svg, /Tokens &lt;per&gt; task &amp; &quot;more&quot;/);
    assert.ok(!svg.includes('<per>'));
  });

  it('draws one bar per non-null value, scaled to a round axis, with labels', () => {
    const bars = [
      ...svg.matchAll(
        /<rect x="([\d.]+)" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="([^"]+)"><title>/g,
      ),
    ];
    assert.equal(bars.length, 3);
    const heights = bars.map((b) => Number(b[3]));
    assert.equal(heights[2], 3 * heights[0]!, 'heights proportional to values');
    assert.equal(bars[1]?.[4], '#123456');
    assert.match(svg, />1\.00×</);
    assert.match(svg, />50</, 'the value when no label is given');
    assert.match(svg, />300</);
    assert.match(svg, />ToolBench</);
    assert.match(svg, />size</);
  });
});
