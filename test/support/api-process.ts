// Another API process of the built product (services/dist/main.js: `npx tsc -b` or `npm run build` first; `npm test`
// builds before it runs) on a database the test chose: for what only two processes on one database can show.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'services/dist/main.js');

export interface ApiProcess {
  url: string;
  pid: number;
  /** How the process ended: its exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals | null>;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  stop(): Promise<void>;
}

export interface DoomedServer {
  /** Where it listens, or null when it ended before listening. */
  url: Promise<string | null>;
  /** How it ended: its exit code, or the signal that ended it. */
  ended: Promise<number | NodeJS.Signals | null>;
  output(): string;
}

/**
 * The built server on the test's database with a fault-injecting preload (test/support/kill-*.cjs) that SIGKILLs it at
 * a chosen point; stopped with SIGTERM after `limitMs` if it has not died by then.
 */
export function startDoomedServer(preload: string, env: Record<string, string>, limitMs = 60_000): DoomedServer {
  const child = spawn(process.execPath, ['--require', path.join(ROOT, 'test/support', preload), MAIN], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const timer = setTimeout(() => child.kill('SIGTERM'), limitMs);
  const ended = new Promise<number | NodeJS.Signals | null>((resolve) =>
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      resolve(signal ?? code);
    }),
  );
  const url = new Promise<string | null>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(output);
      if (found) resolve(found[1]!);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void ended.then(() => resolve(null));
  });
  return { url, ended, output: () => output };
}

/** `nodeArgs` go before the script, e.g. `--require` of a fault-injecting preload. */
export async function startApiProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: { nodeArgs?: string[] } = {},
): Promise<ApiProcess> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: build the product first (npx tsc -b)`);
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), MAIN], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: '0',
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO_DATA: 'false',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lh-api-')),
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the API process printed no URL in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(output);
      if (!found) return;
      clearTimeout(timer);
      resolve(found[1]);
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the API process exited before it started:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid!,
    exited,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((resolve) => (timer = setTimeout(resolve, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

const xsrfTokens = new Map<string, Promise<string>>();

/** The XSRF-TOKEN cookie a process hands out (one per process is enough for a test client). */
function xsrfOf(url: string): Promise<string> {
  let token = xsrfTokens.get(url);
  if (!token) {
    token = fetch(`${url}/api/health`).then((res) => /XSRF-TOKEN=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '');
    xsrfTokens.set(url, token);
  }
  return token;
}

/** fetch + JSON against a process with the web client's headers (environment, XSRF double-submit), signed in or not. */
export async function callProcess(
  url: string,
  method: string,
  route: string,
  options: { access?: string; body?: unknown } = {},
): Promise<{ status: number; body: any }> {
  const xsrf = await xsrfOf(url);
  const res = await fetch(`${url}${route}`, {
    method,
    headers: {
      'X-Environment': 'test',
      Cookie: `XSRF-TOKEN=${xsrf}`,
      'X-XSRF-TOKEN': decodeURIComponent(xsrf),
      ...(options.access ? { Authorization: `JWT ${options.access}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}
