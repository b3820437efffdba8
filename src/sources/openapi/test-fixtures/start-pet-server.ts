import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the test server received it. */
export interface RecordedRequest {
  method: string;
  /** Path and query, exactly as sent. */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A running loopback server for the OpenAPI tests. */
export interface PetServer {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

const fixture = (name: string): string => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/**
 * Starts an HTTP server on 127.0.0.1 (a free port) that serves the spec fixtures (`/specs/petstore`, YAML
 * without an extension, and `/specs/todo.json`) and a small pet API under `/api/v1` and `/v2`. Paths under
 * `/slow` never answer; paths under `/text` answer plain text.
 */
export async function startPetServer(): Promise<PetServer> {
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      route(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function route(request: RecordedRequest, res: ServerResponse): void {
  const { pathname } = new URL(request.url, 'http://localhost');
  const json = (status: number, value: unknown): void => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
  };
  if (pathname === '/specs/petstore') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end(fixture('petstore-3.0.yaml'));
  } else if (pathname === '/specs/todo.json') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(fixture('todo-3.1.json'));
  } else if (pathname.startsWith('/slow')) {
    // never answers
  } else if (pathname.startsWith('/text')) {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('plain words');
  } else if (pathname === '/api/v1/pets' && request.method === 'GET') {
    json(200, [{ id: 1, name: 'Rex', tag: null, status: 'available' }]);
  } else if (pathname === '/api/v1/pets' && request.method === 'POST') {
    json(201, { id: 2, ...(JSON.parse(request.body) as object) });
  } else if (pathname.startsWith('/api/v1/pets/')) {
    const id = pathname.slice('/api/v1/pets/'.length);
    if (id !== '1' && id !== '7') json(404, { message: `no pet ${id}` });
    else if (request.method === 'GET') json(200, { id: Number(id), name: 'Rex' });
    else res.writeHead(204).end();
  } else if (pathname.startsWith('/v2/todos/')) {
    json(200, { id: decodeURIComponent(pathname.slice('/v2/todos/'.length)), title: 'Walk the dog' });
  } else {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  }
}
