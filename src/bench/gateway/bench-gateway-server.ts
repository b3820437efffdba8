/**
 * The gateway of `toolwise bench gateway`, run as its own process: `toolwise serve --http` in front of the
 * bench upstream (`argv[2]`, its URL), with a library at `argv[3]`. Prints `{"url": ...}` as its first stdout
 * line; exits when stdin closes or on SIGTERM.
 */
import { openGateway } from '../../mcp/open-gateway.ts';
import { startGatewayHttpServer } from '../../mcp/serve-gateway-http.ts';

const [upstreamUrl, libraryPath] = process.argv.slice(2);
if (!upstreamUrl || !libraryPath)
  throw new Error('usage: bench-gateway-server <upstream url> <library path>');
const gateway = await openGateway({
  config: { mcpServers: { bench: { url: upstreamUrl } }, refresh: 'always' },
  libraryPath,
});
if (gateway.sync.failed.length)
  throw new Error(`the bench upstream failed: ${gateway.sync.failed[0]?.reason}`);
const http = await startGatewayHttpServer({ gateway, port: 0, maxSessions: 10_000 });
process.stdout.write(`${JSON.stringify({ url: http.url })}\n`);
const stop = () =>
  void http
    .close()
    .then(() => gateway.close())
    .then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.resume();
process.once('SIGTERM', stop);
