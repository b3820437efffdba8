import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { percentile } from '../retrieval/percentile.ts';
import { startNodeProcess, type NodeProcess } from './start-node-process.ts';

/** Options of {@link runGatewayBench}. */
export interface RunGatewayBenchOptions {
  /** Concurrent client sessions, each with one session on the gateway and one on the upstream. @default 50 */
  sessions?: number;
  /** How long the load runs, in seconds. @default 30 */
  seconds?: number;
  /**
   * Call pairs per second per session (one call through the gateway, one straight to the upstream). The
   * default, 50 sessions each calling a tool every half second, is far busier than model-driven clients;
   * higher rates or 0 (back to back) measure queueing at saturation rather than the gateway's own cost.
   * @default 2
   */
  rate?: number;
  /** Most call pairs per session. @default 100000 */
  maxCallsPerSession?: number;
  /** Call pairs of the unloaded measurement (one session, one call at a time). @default 300 */
  unloadedCalls?: number;
  /** Where the gateway's library is written (a temporary folder, removed afterwards). @default os.tmpdir() */
  tempDir?: string;
  /** Monotonic clock in ms. @default performance.now */
  now?: () => number;
}

/** Latencies of calls of one kind, in ms. */
export interface LatencySummary {
  /** Calls made. */
  calls: number;
  /** Calls that failed or returned the wrong text. */
  failed: number;
  /** Median latency. */
  p50Ms: number;
  /** 95th percentile. */
  p95Ms: number;
  /** 99th percentile. */
  p99Ms: number;
}

/** One measurement: straight to the upstream, through the gateway, and the difference. */
export interface GatewayLatencyComparison {
  /** Calls straight to the upstream server. */
  direct: LatencySummary;
  /** The same calls through the gateway's `call_tool`. */
  gateway: LatencySummary;
  /** What the gateway adds: its percentile minus the direct one. */
  added: { p50Ms: number; p95Ms: number };
}

/** What `toolwise bench gateway` measured. */
export interface GatewayBenchResult {
  /** Sessions of the load run. */
  sessions: number;
  /** Seconds of the load run. */
  seconds: number;
  /** Call pairs per second per session (0: back to back). */
  rate: number;
  /** One session, one call at a time. */
  unloaded: GatewayLatencyComparison;
  /** All sessions at once, calls interleaved so both paths see the same load. */
  loaded: GatewayLatencyComparison & { callsPerSecond: number };
  /** The first few failures, for diagnosis. */
  failures: string[];
}

const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js';
const entry = (name: string) => fileURLToPath(new URL(`./${name}${ext}`, import.meta.url));

/**
 * Measures the latency the MCP gateway adds on loopback: starts an upstream MCP server (Streamable HTTP,
 * one `echo` tool) and `toolwise serve --http` in front of it as separate processes, then has every session
 * call `echo` alternately straight on the upstream and through the gateway's `call_tool`, checking every
 * answer. Reports p50/p95/p99 of both paths and their difference, unloaded (one session) and under load
 * (`sessions` at once for `seconds`), and every failed call.
 */
export async function runGatewayBench(options: RunGatewayBenchOptions = {}): Promise<GatewayBenchResult> {
  const {
    sessions = 50,
    seconds = 30,
    rate = 2,
    maxCallsPerSession = 100_000,
    unloadedCalls = 300,
    now = () => performance.now(),
  } = options;
  const dir = mkdtempSync(join(options.tempDir ?? tmpdir(), 'toolwise-gateway-bench-'));
  const processes: NodeProcess[] = [];
  const clients: Client[] = [];
  const failures: string[] = [];
  const fail = (what: string) => {
    if (failures.length < 20) failures.push(what);
  };
  try {
    const upstream = await startNodeProcess({ entry: entry('bench-upstream-server') });
    processes.push(upstream);
    const gateway = await startNodeProcess({
      entry: entry('bench-gateway-server'),
      args: [upstream.url, join(dir, 'library.sqlite')],
    });
    processes.push(gateway);
    const connect = async (url: string, name: string) => {
      const client = new Client({ name, version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      clients.push(client);
      return client;
    };
    const pair = async (i: number) => ({
      direct: await connect(upstream.url, `bench-direct-${i}`),
      viaGateway: await connect(gateway.url, `bench-gateway-${i}`),
    });
    const timed = async (
      client: Client,
      request: { name: string; arguments: Record<string, unknown> },
      expected: string,
      into: { latencies: number[]; failed: number },
    ) => {
      const started = now();
      try {
        const result = (await client.callTool(request)) as CallToolResult;
        const first = result.content[0];
        const text = first?.type === 'text' ? first.text : undefined;
        if (result.isError || text !== expected) {
          into.failed++;
          fail(`${request.name}: ${JSON.stringify(result.content).slice(0, 300)}`);
          return;
        }
        into.latencies.push(now() - started);
      } catch (error) {
        into.failed++;
        fail(`${request.name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    };
    const newSamples = () =>
      ({ direct: { latencies: [], failed: 0 }, gateway: { latencies: [], failed: 0 } }) as {
        direct: { latencies: number[]; failed: number };
        gateway: { latencies: number[]; failed: number };
      };
    const callPair = async (
      p: { direct: Client; viaGateway: Client },
      text: string,
      samples: ReturnType<typeof newSamples>,
    ) => {
      await timed(p.direct, { name: 'echo', arguments: { text } }, text, samples.direct);
      await timed(
        p.viaGateway,
        { name: 'call_tool', arguments: { name: 'echo', arguments: { text } } },
        text,
        samples.gateway,
      );
    };

    // Unloaded: one session, one call at a time (after a warm-up).
    const single = await pair(0);
    for (let i = 0; i < 20; i++) await callPair(single, `warm ${i}`, newSamples());
    const unloadedSamples = newSamples();
    for (let i = 0; i < unloadedCalls; i++) await callPair(single, `unloaded ${i}`, unloadedSamples);

    // Loaded: every session at once, paced at `rate` pairs per second (or back to back).
    const pairs = await Promise.all(Array.from({ length: sessions }, (_, i) => pair(i + 1)));
    await Promise.all(pairs.map((p, i) => callPair(p, `warm ${i}`, newSamples())));
    const loadedSamples = newSamples();
    const started = now();
    const deadline = started + seconds * 1000;
    const interval = rate > 0 ? 1000 / rate : 0;
    await Promise.all(
      pairs.map(async (p, s) => {
        // Spread the sessions' first calls over one interval, so that paced load is not a burst.
        let next = started + (interval * s) / sessions;
        for (let i = 0; i < maxCallsPerSession && now() < deadline; i++) {
          const wait = next - now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          if (now() >= deadline) break;
          await callPair(p, `session ${s} call ${i}`, loadedSamples);
          next += interval;
        }
      }),
    );
    const elapsed = (now() - started) / 1000;
    const loaded = compare(loadedSamples);
    return {
      sessions,
      seconds,
      rate,
      unloaded: compare(unloadedSamples),
      loaded: {
        ...loaded,
        callsPerSecond: round((loaded.direct.calls + loaded.gateway.calls) / Math.max(elapsed, 1e-9)),
      },
      failures,
    };
  } finally {
    await Promise.allSettled(clients.map((c) => c.close()));
    await Promise.allSettled(processes.map((p) => p.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}

function compare(samples: {
  direct: { latencies: number[]; failed: number };
  gateway: { latencies: number[]; failed: number };
}): GatewayLatencyComparison {
  const direct = summarize(samples.direct);
  const gateway = summarize(samples.gateway);
  return {
    direct,
    gateway,
    added: { p50Ms: round(gateway.p50Ms - direct.p50Ms), p95Ms: round(gateway.p95Ms - direct.p95Ms) },
  };
}

function summarize(sample: { latencies: number[]; failed: number }): LatencySummary {
  return {
    calls: sample.latencies.length + sample.failed,
    failed: sample.failed,
    p50Ms: round(percentile(sample.latencies, 50)),
    p95Ms: round(percentile(sample.latencies, 95)),
    p99Ms: round(percentile(sample.latencies, 99)),
  };
}

function round(value: number): number {
  return Number.isFinite(value) ? Number(value.toFixed(3)) : value;
}
