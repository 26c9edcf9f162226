// An opaque, totally ordered global position token "major.minor" (PostgreSQL: tx.position; EventStoreDB: commit.prepare).
export type GlobalPosition = string & { readonly __brand: 'GlobalPosition' };

const TOKEN = /^\d+\.\d+$/;

export function toPosition(major: bigint | string | number, minor: bigint | string | number): GlobalPosition {
  return `${BigInt(major)}.${BigInt(minor)}` as GlobalPosition;
}

export function isPositionToken(value: string): value is GlobalPosition {
  return TOKEN.test(value);
}

export function parsePosition(token: GlobalPosition): { major: bigint; minor: bigint } {
  const [major, minor] = token.split('.');
  return { major: BigInt(major), minor: BigInt(minor) };
}

/** Negative when a < b; null sorts before everything. */
export function comparePositions(a: GlobalPosition | null, b: GlobalPosition | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const pa = parsePosition(a);
  const pb = parsePosition(b);
  if (pa.major !== pb.major) return pa.major < pb.major ? -1 : 1;
  if (pa.minor !== pb.minor) return pa.minor < pb.minor ? -1 : 1;
  return 0;
}
