// A local stand-in for the error-reporting service: an http server on 127.0.0.1 that keeps every envelope it receives.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { closedAfterFile } from './open-resources';

export interface FakeSentry {
  /** A DSN pointing at this server (project 1). */
  dsn: string;
  /** Every envelope's raw text, as received. */
  envelopes: string[];
  /** The event items (error reports) of every envelope, parsed. */
  events(): Record<string, any>[];
  close(): Promise<void>;
}

export function startFakeSentry(): Promise<FakeSentry> {
  return closedAfterFile(openFakeSentry(), (fake) => fake.close());
}

async function openFakeSentry(): Promise<FakeSentry> {
  const envelopes: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://fakepublickey@127.0.0.1:${port}/1`,
    envelopes,
    events: () => envelopes.flatMap(eventItems),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An envelope is newline-separated JSON: its header, then item header and payload pairs. */
function eventItems(envelope: string): Record<string, any>[] {
  const lines = envelope.split('\n').filter((line) => line.trim() !== '');
  const events: Record<string, any>[] = [];
  for (let i = 1; i + 1 < lines.length; i += 2) {
    const header = JSON.parse(lines[i]) as { type?: string };
    if (header.type === 'event') events.push(JSON.parse(lines[i + 1]) as Record<string, any>);
  }
  return events;
}
