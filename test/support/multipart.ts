// multipart/form-data requests as a browser sends them (FormData), with the headers our web client adds.
import type { TestApp } from './test-app';

export interface UploadPart {
  name: string;
  bytes: Buffer;
  /** What the client claims; the server reads the bytes instead. */
  type?: string;
}

export async function uploadFiles(
  app: TestApp,
  path: string,
  field: string,
  parts: UploadPart[],
  headers: Record<string, string> = {},
): Promise<{ status: number; body: any; headers: Headers }> {
  const form = new FormData();
  for (const part of parts)
    form.append(field, new Blob([new Uint8Array(part.bytes)], { type: part.type ?? 'application/octet-stream' }), part.name);
  const res = await fetch(`${app.url}${path}`, {
    method: 'POST',
    headers: { 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${app.xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(app.xsrf), ...headers },
    body: form,
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  return { status: res.status, body, headers: res.headers };
}

/** Downloads raw bytes (files, templates). */
export async function downloadBytes(
  app: TestApp,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(`${app.url}${path}`, { headers: { 'X-Environment': 'test', ...headers } });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}
