import type { Readable, Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { Gateway } from './create-gateway.ts';

/** Options of {@link serveGatewayStdio}. */
export interface ServeGatewayStdioOptions {
  /** The gateway. */
  gateway: Pick<Gateway, 'createServer'>;
  /** Where the client's messages come from. @default process.stdin */
  stdin?: Readable;
  /** Where the gateway's messages go; nothing else may write there. @default process.stdout */
  stdout?: Writable;
}

/** A gateway session over stdio. */
export interface GatewayStdioSession {
  /** Settles when the session ends: the client closed stdin, or {@link GatewayStdioSession.close} was called. */
  closed: Promise<void>;
  /** Ends the session. */
  close(): Promise<void>;
}

/**
 * Serves one client over stdio (the client started this process). The session ends when the client closes
 * stdin or stdout breaks. Only MCP messages are written to stdout.
 */
export async function serveGatewayStdio(options: ServeGatewayStdioOptions): Promise<GatewayStdioSession> {
  const { gateway, stdin = process.stdin, stdout = process.stdout } = options;
  const server = gateway.createServer({ transport: 'stdio' });
  const closed = new Promise<void>((resolve) => {
    server.onclose = chain(server.onclose, resolve);
  });
  const close = async () => {
    stdin.off('end', onEnd);
    stdin.off('close', onEnd);
    stdout.off('error', onEnd);
    await server.close();
  };
  const onEnd = () => void close();
  stdin.once('end', onEnd);
  stdin.once('close', onEnd);
  stdout.once('error', onEnd);
  await server.connect(new StdioServerTransport(stdin, stdout));
  return { closed, close };
}

function chain(first: (() => void) | undefined, second: () => void): () => void {
  return () => {
    first?.();
    second();
  };
}
