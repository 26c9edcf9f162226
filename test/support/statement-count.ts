// Counts what the app sends to PostgreSQL: every statement on every pg connection of this jest worker while counting (the pool, the
// lease and LISTEN connections), and the transactions they commit (a COMMIT, or a statement outside BEGIN … COMMIT,
// which commits by itself). A connection made with `uncounted()` (the test's own probes) is left out.
import { Client } from 'pg';

const UNCOUNTED = Symbol('uncounted');
const IN_TRANSACTION = Symbol('inTransaction');

export interface StatementCount {
  statements: number;
  commits: number;
  /** Statement texts (numbers and literals blanked) with how often each was sent. */
  texts: Map<string, number>;
}

type CountedClient = Client & { [UNCOUNTED]?: boolean; [IN_TRANSACTION]?: boolean };

const current: StatementCount = { statements: 0, commits: 0, texts: new Map() };
let original: typeof Client.prototype.query | undefined;

/** Starts counting: pg's Client.query is wrapped until `stopCounting()` (the file's afterAll). */
export function countStatements(): void {
  if (original) return;
  original = Client.prototype.query;
  const query = original as (...args: unknown[]) => unknown;
  Client.prototype.query = function (this: CountedClient, ...args: unknown[]) {
    if (!this[UNCOUNTED]) record(this, statementText(args[0]));
    return query.apply(this, args);
  } as typeof Client.prototype.query;
}

/** Puts pg's Client.query back: the files after this one in an e2e bundle (decision 0046) are not counted. */
export function stopCounting(): void {
  if (!original) return;
  Client.prototype.query = original;
  original = undefined;
  snapshot();
}

function statementText(config: unknown): string {
  const text = typeof config === 'string' ? config : ((config as { text?: string } | null)?.text ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

function record(client: CountedClient, text: string): void {
  current.statements += 1;
  const word = text.split(' ', 1)[0].toUpperCase();
  if (word === 'BEGIN') client[IN_TRANSACTION] = true;
  else if (word === 'COMMIT' || word === 'ROLLBACK') {
    client[IN_TRANSACTION] = false;
    if (word === 'COMMIT') current.commits += 1;
  } else if (!client[IN_TRANSACTION]) current.commits += 1;
  const key = text
    .replace(/'[^']*'/g, "'…'")
    .replace(/\b\d+\b/g, 'N')
    .slice(0, 140);
  current.texts.set(key, (current.texts.get(key) ?? 0) + 1);
}

/** What was counted since the last `snapshot()`; the counters start again. */
export function snapshot(): StatementCount {
  const taken = { statements: current.statements, commits: current.commits, texts: new Map(current.texts) };
  current.statements = 0;
  current.commits = 0;
  current.texts.clear();
  return taken;
}

/** A connection whose statements are not counted (the test's own reads). */
export function uncounted(client: Client): Client {
  (client as CountedClient)[UNCOUNTED] = true;
  return client;
}

/** The most frequent statements, for a failure message. */
export function busiest(count: StatementCount, top = 20): string {
  return [...count.texts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([text, n]) => `${String(n).padStart(5)}  ${text}`)
    .join('\n');
}
