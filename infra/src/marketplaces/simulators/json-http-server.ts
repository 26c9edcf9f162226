// The HTTP plumbing the marketplace simulators share: a server on 127.0.0.1 that hands each request, body read, to a
// handler and writes its JSON (or form/text) answer.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ExchangeCheck, Refusal } from './exchange-check';

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
  /** From now on requests the check refuses get `refusal`'s answer, and every answer is shown to it; null stops checking. */
  holdTo(check: ExchangeCheck | null): void;
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function startJsonHttpServer(
  handle: (request: SimulatorRequest) => SimulatorResponse | Promise<SimulatorResponse>,
  port = 0,
  refusal: Refusal = (problems) => ({ status: 400, body: { message: problems.join('; ') } }),
): Promise<JsonHttpServer> {
  let check: ExchangeCheck | null = null;
  const answer = (request: SimulatorRequest) => {
    const problems = check?.refusals(request) ?? [];
    return problems.length > 0 ? refusal(problems) : handle(request);
  };
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
        .then(() => answer(request))
        .catch((error: unknown): SimulatorResponse => ({ status: 500, body: { message: String(error) } }))
        .then((answer: SimulatorResponse) => {
          const text = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
          const type = typeof answer.body === 'string' ? 'text/plain' : 'application/json';
          const headers = { ...(text ? { 'content-type': type } : {}), ...answer.headers };
          check?.answered(request, { status: answer.status, contentType: text ? (headers['content-type'] ?? type) : '', body: text });
          res.writeHead(answer.status, headers);
          res.end(text);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    holdTo: (next) => {
      check = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
