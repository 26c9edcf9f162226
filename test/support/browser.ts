// Debian's Chromium driven by playwright-core, against the built product (what `npm start` runs after its build).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CSP_VIOLATION_MESSAGE } from '../../services/src/http/csp-reports';
import { SEEDED_DATA_ENV, seededDatabaseCopy } from './browser-seeded-data';
import { KeptContexts } from './browser-kept-contexts';
import { RequestStalls } from './browser-stalls';

export const ARTIFACTS = path.resolve(__dirname, '..', '..', 'artifacts', 'browser');

/**
 * Chromium whose contexts ask for reduced motion unless a test says otherwise: the web app then turns antd's animations
 * off (providers.tsx), as it does for a reader with that system setting, so a click never lands on a menu or modal
 * still sliding in on a busy machine. `layout.browser` keeps one check with motion on.
 */
const BROWSER_WAIT_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      // Pages of one site share a renderer process: a new page in a kept context (browser-kept-contexts.ts) starts
      // the app with the scripts that process compiled already.
      '--process-per-site',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options = {}) => {
    const context = await newContext({ reducedMotion: 'reduce', ...options });
    // Twice playwright's 30 s for a wait or an action: `npm test` runs two browser files at once beside other stages,
    // and must still pass on a machine with a busy process beside it.
    context.setDefaultTimeout(BROWSER_WAIT_MS);
    return context;
  };
  return browser;
}

export interface Product {
  url: string;
  /** The product's PostgreSQL database, where it runs on one (the browser tier's copy); null on the embedded one. */
  databaseUrl: string | null;
  output: () => string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');
const MAIN = path.join(ROOT, 'services', 'dist', 'main.js');

/**
 * Runs the built product (`npm start` without its build step: the browser tier builds once, `npm run test:browser` and
 * `npm test` before it; built here when it is not) on a random port with its own PGlite data folder; resolves with the
 * URL it prints.
 */
export async function startProduct(
  env: Record<string, string> = {},
  { freshData = false, timeoutMs = 180_000 }: { freshData?: boolean; timeoutMs?: number } = {},
): Promise<Product> {
  if (!existsSync(MAIN) || !existsSync(path.join(ROOT, 'web', 'dist', 'index.html'))) {
    // A fresh clone (the bench, a browser file run alone): build once, as npm start would.
    const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: ROOT, encoding: 'utf8' });
    if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
  }
  // In memory where the machine has a tmpfs: a busy disk (a build, npm writing node_modules) cannot stall the embedded
  // database's writes, and with them every request, while a browser waits on them.
  const dataDir = mkdtempSync(path.join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'lh-browser-'));
  // A copy of the data folder one start of this run migrated and seeded (browser-seeded-data.ts): the product then
  // starts as a second `npm start` does, without migrating and seeding again.
  const seeded = process.env[SEEDED_DATA_ENV];
  if (!freshData && !env.DATABASE_URL && seeded && existsSync(seeded)) cpSync(seeded, dataDir, { recursive: true });
  // On a copy of the seeded database where this run seeded one on PostgreSQL (browser-seeded-data.ts).
  const database = !freshData && !env.DATABASE_URL ? await seededDatabaseCopy() : null;
  const child: ChildProcess = spawn(process.execPath, [MAIN], {
    cwd: ROOT,
    // Every test of a file signs in as the same demo accounts, so the whole file spends one user's per-minute request
    // allowance (the limit itself is proven over HTTP in the e2e tier; the 429 modal by an intercepted answer).
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '6000',
      ...database?.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const started = new Promise<string>((resolve, reject) => {
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
  const url = await started.catch(async (err: unknown) => {
    if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
    throw err;
  });
  return {
    url,
    databaseUrl: env.DATABASE_URL || database?.env.DATABASE_URL || null,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        signalGroup(child, 'SIGTERM');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
        clearTimeout(timer);
        if (child.exitCode === null && child.signalCode === null) signalGroup(child, 'SIGKILL');
        child.stdout?.destroy();
        child.stderr?.destroy();
      }
      rmSync(dataDir, { recursive: true, force: true });
      await database?.drop();
    },
  };
}

/** Signals the product's process group; one already gone is not an error. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err;
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS, `${name}.png`), fullPage: true });
}

/** A stored session for a demo account, as the web app keeps it after logging in. */
export async function signedInSession(url: string, email: string, password = 'demo-pass-1') {
  return (await login(url, email, password)).session;
}

/** A sign-in's session and its position (X-Position): a read with X-Min-Position set to it sees the account everywhere. */
export async function login(url: string, email: string, password: string) {
  const res = await fetch(`${url}/api/user/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(await clientHeaders(url)) },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as {
    access: string;
    refresh: string;
    user: { id: string; fullName: string; email: string; userType: string | null; blocked: boolean };
  };
  const { id, fullName, userType, blocked } = body.user;
  const session = {
    access: body.access,
    refresh: body.refresh,
    user: { id, fullName, email, userType, blocked },
    originalUser: null,
    impersonatedUser: null,
  };
  return { session, position: res.headers.get('x-position') ?? '' };
}

/** The headers the web client sends: environment, and the XSRF cookie echoed in X-XSRF-TOKEN. */
export async function clientHeaders(url: string): Promise<Record<string, string>> {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  return { 'X-Environment': 'test', Cookie: `XSRF-TOKEN=${xsrf}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

/** Content-Security-Policy violations: Chromium's console lines in every context of a browser, and the reports the server logged. */
export class CspWatch {
  private readonly console: string[] = [];
  private acknowledgedReports = 0;

  constructor(
    browser: Browser,
    private readonly serverOutput: () => string,
  ) {
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
      const context = await newContext(...args);
      context.on('console', (message) => {
        if (/Content[- ]Security[- ]Policy/i.test(message.text())) this.console.push(`${message.location().url}: ${message.text()}`);
      });
      return context;
    };
  }

  /** Violations Chromium printed since the last call. */
  takeConsole(): string[] {
    return this.console.splice(0);
  }

  /** Report lines the server logged since the last call. */
  takeServerReports(): string[] {
    const lines = this.serverOutput()
      .split('\n')
      .filter((line) => line.includes(CSP_VIOLATION_MESSAGE));
    const fresh = lines.slice(this.acknowledgedReports);
    this.acknowledgedReports = lines.length;
    return fresh;
  }
}

/**
 * One `npm start` and one Chromium for a test file, started before its tests and stopped after them. Each test fails
 * on a Content-Security-Policy violation, seen in the console or reported to the server.
 */
export function productAndBrowserForThisFile(
  /** The product's settings; a function when they come from a server the file's own beforeAll (declared first) started. */
  env: Record<string, string> | (() => Record<string, string>) = {},
  /** freshData: a first start on an empty data folder (migrations and demo data), as a newcomer's `npm start`. */
  { freshData = false }: { freshData?: boolean } = {},
): { readonly product: Product; readonly browser: Browser; readonly csp: CspWatch; readonly kept: KeptContexts } {
  const handles = {} as { product: Product; browser: Browser; csp: CspWatch; stalls: RequestStalls; kept: KeptContexts };
  handles.kept = new KeptContexts(() => handles.browser);
  jest.setTimeout(240_000);
  beforeAll(async () => {
    handles.product = await startProduct(typeof env === 'function' ? env() : env, { freshData });
    handles.browser = await launchBrowser();
    handles.csp = new CspWatch(handles.browser, handles.product.output);
    handles.stalls = new RequestStalls(handles.browser);
  });
  afterEach(() => {
    if (!handles.csp) return;
    const stalled = handles.stalls.stalled();
    if (stalled.length > 0)
      console.warn(
        `Requests left unanswered:\n${stalled.join('\n')}\nServer output, last lines:\n${handles.product.output().split('\n').slice(-40).join('\n')}`,
      );
    expect({ console: handles.csp.takeConsole(), serverReports: handles.csp.takeServerReports() }).toEqual({
      console: [],
      serverReports: [],
    });
  });
  afterAll(async () => {
    await handles.browser?.close();
    const late = handles.csp?.takeServerReports() ?? [];
    await handles.product?.stop();
    expect(late).toEqual([]);
  });
  return handles;
}
