// One private PostgreSQL cluster per jest worker for the PostgreSQL stage of `npm test`. Every database on one server
// shares its snapshot horizon: a transaction open in one test file's database holds back the event-store readers of every
// other file on that server, so files on one shared server must run one at a time. With a server of its own, each worker
// runs its files beside the others'. The clusters are throw-away (fsync off, in memory where /dev/shm exists) and are
// removed afterwards. Where no initdb is found (or it fails), the stage falls back to the local server, one file at a time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, chownSync, statSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/** The environment variable the test database helper reads: one URL per jest worker, comma-separated. */
export const WORKER_DATABASE_URLS = 'LH_WORKER_DATABASE_URLS';

function binDir() {
  const fromConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  const candidates = [];
  if (fromConfig.status === 0) candidates.push(fromConfig.stdout.trim());
  const root = '/usr/lib/postgresql';
  if (existsSync(root))
    for (const version of readdirSync(root).sort((a, b) => Number(b) - Number(a))) candidates.push(path.join(root, version, 'bin'));
  return candidates.find((dir) => existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'pg_ctl'))) ?? null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root: run the server programs as the postgres user then. */
function asServerUser(command, args, owner) {
  if (userInfo().uid !== 0) return spawnSync(command, args, { encoding: 'utf8' });
  return spawnSync('runuser', ['-u', owner, '--', command, ...args], { encoding: 'utf8' });
}

function serverOwner() {
  if (userInfo().uid !== 0) return null;
  const passwd = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  return passwd.status === 0 ? 'postgres' : null;
}

/**
 * Starts `count` clusters; resolves { urls, stop } or null (with the reason written to stdout) when it cannot.
 */
export async function startWorkerClusters(count) {
  const bin = binDir();
  if (!bin) return skip('no initdb found');
  const owner = serverOwner();
  if (userInfo().uid === 0 && !owner) return skip('running as root without a postgres user');
  const parent = existsSync('/dev/shm') && statSync('/dev/shm').isDirectory() ? '/dev/shm' : tmpdir();
  const base = mkdtempSync(path.join(parent, 'lh-pg-workers-'));
  const started = [];
  const stop = () => {
    for (const dir of started) asServerUser(path.join(bin, 'pg_ctl'), ['-D', dir, 'stop', '-m', 'immediate', '-s'], owner);
    rmSync(base, { recursive: true, force: true });
  };
  try {
    const uid = owner ? Number(spawnSync('id', ['-u', owner], { encoding: 'utf8' }).stdout) : null;
    const gid = owner ? Number(spawnSync('id', ['-g', owner], { encoding: 'utf8' }).stdout) : null;
    if (owner) chownSync(base, uid, gid);
    const urls = [];
    for (let i = 0; i < count; i += 1) {
      const dir = path.join(base, `worker-${i + 1}`);
      mkdirSync(dir);
      if (owner) chownSync(dir, uid, gid);
      const init = asServerUser(
        path.join(bin, 'initdb'),
        ['-D', dir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync', '--no-instructions'],
        owner,
      );
      if (init.status !== 0) throw new Error(`initdb: ${init.stderr || init.stdout}`);
      const port = await freePort();
      const options = [
        `-p ${port}`,
        '-c listen_addresses=127.0.0.1',
        `-c unix_socket_directories=${dir}`,
        '-c fsync=off',
        '-c synchronous_commit=off',
        '-c full_page_writes=off',
        '-c max_connections=300',
        '-c shared_buffers=128MB',
      ].join(' ');
      const start = asServerUser(
        path.join(bin, 'pg_ctl'),
        ['-D', dir, '-l', path.join(dir, 'server.log'), '-o', options, '-w', '-s', 'start'],
        owner,
      );
      if (start.status !== 0) throw new Error(`pg_ctl start: ${start.stderr || start.stdout}`);
      started.push(dir);
      urls.push(`postgres://postgres@127.0.0.1:${port}/postgres`);
    }
    return { urls, stop };
  } catch (err) {
    stop();
    return skip(
      String(err?.message ?? err)
        .trim()
        .split('\n')[0],
    );
  }
}

function skip(reason) {
  process.stdout.write(`PostgreSQL stage: no private cluster per worker (${reason}); one file at a time on the local server\n`);
  return null;
}
