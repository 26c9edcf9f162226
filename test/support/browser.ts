// Debian's Chromium driven by playwright-core, against the product started the way a user starts it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

export const ARTIFACTS = path.resolve(__dirname, '..', '..', 'artifacts', 'browser');

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
}

export interface Product {
  url: string;
  output: () => string;
  stop(): Promise<void>;
}

/** Runs `npm start` on a random port with its own PGlite data folder; resolves with the URL it prints. */
export async function startProduct(env: Record<string, string> = {}, timeoutMs = 180_000): Promise<Product> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lh-browser-'));
  const child: ChildProcess = spawn('npm', ['start', '--silent'], {
    cwd: path.resolve(__dirname, '..', '..'),
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no URL in ${timeoutMs} ms:\n${output}`)), timeoutMs);
    const check = () => {
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
      clearTimeout(timer);
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
      child.stdout?.destroy();
      child.stderr?.destroy();
    },
  };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A stored session for a demo account, as the web app keeps it after logging in. */
export async function signedInSession(url: string, email: string, password = 'demo-pass-1') {
  const res = await fetch(`${url}/api/user/login/`, { method: 'POST', headers: { 'content-type': 'application/json', ...(await clientHeaders(url)) }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { access: string; refresh: string; user: { id: string; fullName: string; email: string; userType: string | null; blocked: boolean } };
  const { id, fullName, userType, blocked } = body.user;
  return { access: body.access, refresh: body.refresh, user: { id, fullName, email, userType, blocked }, originalUser: null, impersonatedUser: null };
}

/** The headers the web client sends: environment, and the XSRF cookie echoed in X-XSRF-TOKEN. */
export async function clientHeaders(url: string): Promise<Record<string, string>> {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

/** One `npm start` and one Chromium for a test file, started before its tests and stopped after them. */
export function productAndBrowserForThisFile(): { readonly product: Product; readonly browser: Browser } {
  const handles = {} as { product: Product; browser: Browser };
  jest.setTimeout(240_000);
  beforeAll(async () => {
    handles.product = await startProduct();
    handles.browser = await launchBrowser();
  });
  afterAll(async () => {
    await handles.browser?.close();
    await handles.product?.stop();
  });
  return handles;
}
