// The deploy stack (infra/deploy/) stays in step with the app: the compose file parses, every variable its env examples
// name is one the config knows, the examples set every variable the production start requires, and they refuse to
// start until their placeholder secrets are replaced.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { configSchema } from '../services/src/config/config.schema';
import { ConfigError, loadConfig } from '../services/src/config/load-config';
import { withSigningKey } from '../services/src/config/signing-key';
import { secretKeyRing } from '../services/src/crypto/secret-sealer';

const deploy = path.resolve(__dirname, '..', 'infra', 'deploy');
const envDir = path.join(deploy, 'env');
const composeFile = path.join(deploy, 'docker-compose.yml');
/** The env files the app processes read (postgres.env is the database container's). */
const appEnvFiles = ['shared', 'api', 'worker'];
/** What the image sets (infra/deploy/Dockerfile), under every env file. */
const imageEnv = { NODE_ENV: 'production', HOST: '0.0.0.0', PORT: '3000' };

interface EnvLine {
  key: string;
  value: string;
  commented: boolean;
}

function envExample(name: string): EnvLine[] {
  return readFileSync(path.join(envDir, `${name}.env.example`), 'utf8')
    .split('\n')
    .flatMap((line) => {
      const m = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
      return m ? [{ key: m[2], value: m[3], commented: Boolean(m[1]) }] : [];
    });
}

const setIn = (...names: string[]): Record<string, string> =>
  Object.fromEntries(names.flatMap((n) => envExample(n).filter((l) => !l.commented)).map((l) => [l.key, l.value]));

/** `<openssl rand -base64 48>` and the like: the same placeholder gets the same value everywhere (the DB password). */
function filled(env: Record<string, string>): Record<string, string> {
  const made = new Map<string, string>();
  const make = (what: string) => {
    const m = /^openssl rand -(base64|hex) (\d+)$/.exec(what);
    return m ? randomBytes(Number(m[2])).toString(m[1] as 'base64' | 'hex') : `filled-${randomBytes(6).toString('hex')}`;
  };
  // A placeholder has no '@' in it, so a mail address in angle brackets (MAIL_FROM) stays as written.
  const fill = (value: string) =>
    value.replace(/<([^<>@]*)>/g, (_, what: string) => {
      if (!made.has(what)) made.set(what, make(what));
      return made.get(what) as string;
    });
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, fill(v)]));
}

/** What the production start checks before it opens anything (main.ts): the config, the signing key, the key ring. */
function startProblems(env: Record<string, string>, dataDir: string): string[] {
  try {
    const config = withSigningKey(loadConfig({ ...env, DATA_DIR: dataDir }));
    secretKeyRing(config);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

function schemaKeys(): Set<string> {
  let schema = configSchema as unknown as { shape?: Record<string, unknown>; def?: { in?: unknown } };
  for (let i = 0; i < 10 && !schema.shape; i++) schema = schema.def?.in as typeof schema;
  if (!schema.shape) throw new Error('configSchema has no object shape inside its pipes');
  return new Set(Object.keys(schema.shape));
}

/** `docker compose` (the plugin) or Debian's `docker-compose`; both parse a compose file without an engine. */
function composeClient(): { command: string; args: string[] } | null {
  if (spawnSync('docker', ['compose', 'version'], { encoding: 'utf8' }).status === 0) return { command: 'docker', args: ['compose'] };
  if (spawnSync('docker-compose', ['version'], { encoding: 'utf8' }).status === 0) return { command: 'docker-compose', args: [] };
  return null;
}

/** The resolved environment of each service in `compose config` output (services: name: environment: KEY: value). */
function resolvedEnvironments(yaml: string): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  let section = '';
  let service = '';
  let inEnvironment = false;
  for (const line of yaml.split('\n')) {
    const top = /^(\S[^:]*):/.exec(line);
    if (top) section = top[1];
    const svc = /^ {2}([\w.-]+):\s*$/.exec(line);
    if (section === 'services' && svc) {
      service = svc[1];
      out.set(service, new Map());
    }
    if (/^ {4}\S/.test(line)) inEnvironment = /^ {4}environment:\s*$/.test(line);
    const variable = /^ {6}([A-Z][A-Z0-9_]*): ?(.*)$/.exec(line);
    if (section === 'services' && inEnvironment && variable) out.get(service)?.set(variable[1], variable[2].replace(/^'(.*)'$/, '$1'));
  }
  return out;
}

describe('deploy stack (infra/deploy)', () => {
  const known = schemaKeys();
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'ledgerhouse-deploy-'));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names in the app env examples, set or commented out, only variables the config schema knows', () => {
    const unknown = appEnvFiles.flatMap((name) =>
      envExample(name)
        .filter((l) => !known.has(l.key))
        .map((l) => `${name}: ${l.key}`),
    );
    expect(unknown).toEqual([]);
  });

  it.each(['api', 'worker'])('sets every variable the production start requires, for the %s role (placeholders filled)', (role) => {
    const example = filled({ ...imageEnv, ...setIn('shared', role) });
    // Start from nothing but NODE_ENV and add what the start names as missing until it is satisfied: each one the start
    // asks for must be in the example.
    const env: Record<string, string> = { NODE_ENV: 'production' };
    const required: string[] = [];
    for (let round = 0; round < 20; round++) {
      const problems = startProblems(env, dataDir);
      if (problems.length === 0) break;
      for (const problem of problems) {
        const name = problem.split(':')[0].split('.')[0];
        expect({ problem, setInExample: name in example }).toEqual({ problem, setInExample: true });
        env[name] = example[name];
        required.push(name);
      }
    }
    expect(required).toEqual(expect.arrayContaining(['JWT_SECRET', 'CHANNEL_CREDENTIAL_KEYS']));
    expect(startProblems(example, dataDir)).toEqual([]);
    const config = loadConfig(example);
    expect([config.NODE_ENV, config.ROLE, config.SEED_DEMO_DATA]).toEqual(['production', role, false]);
  });

  it('sets what several processes on one database need beyond the config rules', () => {
    const shared = setIn('shared');
    // PGlite is one process's file: a shared DATABASE_URL, a shared JWT_SECRET, real mail, links to the public address.
    for (const name of [
      'DATABASE_URL',
      'JWT_SECRET',
      'CHANNEL_CREDENTIAL_KEYS',
      'PUBLIC_URL',
      'SMTP_URL',
      'EVENT_STORE_URL',
      'KAFKA_BROKERS',
    ])
      expect({ name, set: Boolean(shared[name]) }).toEqual({ name, set: true });
    expect(setIn('api')).toMatchObject({ ROLE: 'api', TRUST_PROXY: '1' });
    expect(setIn('worker')).toMatchObject({ ROLE: 'worker' });
    // The database container's password is the one in DATABASE_URL (the same placeholder).
    const database = setIn('postgres');
    expect(shared.DATABASE_URL).toBe(
      `postgres://${database.POSTGRES_USER}:${database.POSTGRES_PASSWORD}@postgres:5432/${database.POSTGRES_DB}`,
    );
  });

  it('refuses to start on the examples as they stand: every secret is a placeholder to replace', () => {
    const problems = startProblems({ ...imageEnv, ...setIn('shared', 'api') }, dataDir).map((p) => p.split(':')[0]);
    expect(problems).toEqual(expect.arrayContaining(['JWT_SECRET', 'CHANNEL_CREDENTIAL_KEYS']));
  });

  it('names in docker-compose.yml exactly the env files that have an example', () => {
    const compose = readFileSync(composeFile, 'utf8');
    const referenced = new Set([...compose.matchAll(/\$\{LEDGERHOUSE_ENV_DIR:-\.\/env\}\/([\w-]+)\.env/g)].map((m) => m[1]));
    const examples = readdirSync(envDir)
      .filter((f) => f.endsWith('.env.example'))
      .map((f) => f.replace(/\.env\.example$/, ''));
    expect([...referenced].sort()).toEqual(examples.sort());
  });

  it('parses with `docker compose config`: the services, their roles and only known variables', () => {
    const client = composeClient();
    if (!client) {
      console.warn('docker compose config skipped: neither `docker compose` nor `docker-compose` is installed (.ci/run installs it).');
      return;
    }
    const envCopies = mkdtempSync(path.join(os.tmpdir(), 'ledgerhouse-env-'));
    try {
      for (const f of readdirSync(envDir).filter((n) => n.endsWith('.env.example')))
        copyFileSync(path.join(envDir, f), path.join(envCopies, f.replace(/\.example$/, '')));
      const run = spawnSync(client.command, [...client.args, '-f', composeFile, 'config'], {
        encoding: 'utf8',
        env: { ...process.env, LEDGERHOUSE_ENV_DIR: envCopies },
      });
      expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
      const services = resolvedEnvironments(run.stdout);
      expect([...services.keys()].sort()).toEqual(['api-1', 'api-2', 'kafka', 'kurrentdb', 'postgres', 'proxy', 'worker']);
      const roles = ['api-1', 'api-2', 'worker'].map((s) => services.get(s)?.get('ROLE'));
      expect(roles).toEqual(['api', 'api', 'worker']);
      const unknown = ['api-1', 'api-2', 'worker'].flatMap((s) => [...(services.get(s)?.keys() ?? [])].filter((k) => !known.has(k)));
      expect(unknown).toEqual([]);
    } finally {
      rmSync(envCopies, { recursive: true, force: true });
    }
  });
});
