import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ExperienceStore } from '../../experience/experience-store.ts';
import { ToolLibrary } from '../../library/tool-library.ts';
import type { CliIo } from '../cli-io.ts';
import { UsageError } from '../usage-error.ts';
import { planCommand } from './plan-command.ts';

const dir = mkdtempSync(join(tmpdir(), 'toolwise-plan-'));
const path = join(dir, 'library.sqlite');
const config = join(dir, 'config.json');
after(() => rmSync(dir, { recursive: true, force: true }));

async function plan(...args: string[]) {
  let out = '';
  const io: CliIo = { out: (t) => (out += t), err: () => {}, env: { TOOLWISE_CONFIG: config }, cwd: dir };
  const code = await planCommand([...args, '--library', path], io);
  return { code, out };
}

before(() => {
  writeFileSync(config, JSON.stringify({ prices: { 'test:cheap': { inputPerMTok: 1, outputPerMTok: 2 } } }));
  const library = ToolLibrary.open({ path });
  const schema = { type: 'object' as const, properties: { city: { type: 'string' } } };
  library.create({
    name: 'weather_forecast',
    description: 'Weather forecast for a city.',
    inputSchema: schema,
    cost: 0.01,
  });
  library.create({
    name: 'weather_scraper',
    description: 'Scrapes weather pages of a city.',
    inputSchema: schema,
    cost: 0.005,
  });
  library.create({
    name: 'stock_price',
    description: 'Share price of a company.',
    inputSchema: schema,
    cost: 0.02,
  });
  const experience = ExperienceStore.forLibrary(library);
  for (let i = 1; i <= 3; i++) {
    const base = {
      runId: `r${i}`,
      task: `Weather in Paris on day ${i}`,
      input: {},
      ok: true,
      resultDigest: 'd',
      resultPreview: '',
      resultBytes: 2,
      resultTokens: 40,
      latencyMs: 1,
      judge: 'rule',
      reason: '',
    };
    experience.record({ ...base, id: `r${i}:1`, tool: 'weather_scraper', fee: 0.005, helpful: false });
    experience.record({ ...base, id: `r${i}:2`, tool: 'weather_forecast', fee: 0.01, helpful: true });
  }
  experience.close();
  library.close();
});

describe('toolwise plan', () => {
  it('prints the candidates with cost, value, cap and planned uses, and the token reserve', async () => {
    const r = await plan('What is the weather in Lyon?', '--budget', '0.05', '--model', 'test:cheap');
    assert.equal(r.code, 0);
    const lines = r.out.split('\n');
    assert.match(
      lines[0] ?? '',
      /^tool\s+fee\s+tokens\/use\s+cost\/use\s+value\s+cap\s+history\s+planned uses$/,
    );
    assert.match(r.out, /weather_forecast\s+\$0\.01\s+\$0\.00\d+\s+\$0\.01\d+\s+0\.\d\d\s+1\s+3\s+1/);
    assert.match(r.out, /weather_scraper\s+.*\s0\s+3\s+0\n/);
    assert.match(r.out, /Token reserve: \$0\.00\d+ for the answer turn/);
    assert.match(r.out, /Estimates from 6 past usages/);
  });

  it('plans the given tools as JSON, fees only without a model', async () => {
    const r = await plan('Weather', '--budget', '0.02', '--tools', 'weather_forecast,stock_price', '--json');
    const json = JSON.parse(r.out) as { plan: { allowances: Record<string, number>; answerReserve: number } };
    assert.deepEqual(json.plan.allowances, { weather_forecast: 1 });
    assert.equal(json.plan.answerReserve, 0);
  });

  it('needs a budget, and a priced model', async () => {
    await assert.rejects(plan('Weather'), UsageError);
    await assert.rejects(plan('Weather', '--budget', '1', '--model', 'test:unknown'), /has no price/);
  });
});
