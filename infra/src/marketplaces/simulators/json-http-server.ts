// The HTTP plumbing the marketplace simulators share: a server on 127.0.0.1 that hands each request, body read, to a
// handler and writes its JSON (or form/text) answer.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SimulatorRequest {
  method: string;
  /** As sent, still percent-encoded: a %2F inside a segment stays one segment. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface SimulatorResponse {
  status: number;
  headers?: Record<string, string>;
  /** Sent as JSON unless a string; absent for an empty answer (204). */
  body?: unknown;
}

export interface JsonHttpServer {
  url: string;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function startJsonHttpServer(
  handle: (request: SimulatorRequest) => SimulatorResponse | Promise<SimulatorResponse>,
  port = 0,
): Promise<JsonHttpServer> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://simulator');
      const request = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      Promise.resolve()
        .then(() => handle(request))
        .catch((error: unknown): SimulatorResponse => ({ status: 500, body: { message: String(error) } }))
        .then((answer: SimulatorResponse) => {
          const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
          const type = typeof answer.body === 'string' ? 'text/plain' : 'application/json';
          res.writeHead(answer.status, { ...(text ? { 'content-type': type } : {}), ...answer.headers });
          res.end(text);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
