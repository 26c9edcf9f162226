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

/**
 * Negative when a < b; null sorts before everything. Compares the decimal digits as text (length first, leading zeros
 * ignored) rather than parsing BigInts: every subscription compares positions on every read of the pump's tail.
 */
export function comparePositions(a: GlobalPosition | null, b: GlobalPosition | null): number {
  if (a === b) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  const dotA = a.indexOf('.');
  const dotB = b.indexOf('.');
  return compareDigits(a, 0, dotA, b, 0, dotB) || compareDigits(a, dotA + 1, a.length, b, dotB + 1, b.length);
}

/** Compares the unsigned decimal numbers a[fromA, toA) and b[fromB, toB). */
function compareDigits(a: string, fromA: number, toA: number, b: string, fromB: number, toB: number): number {
  while (fromA < toA - 1 && a.charCodeAt(fromA) === 48) fromA += 1;
  while (fromB < toB - 1 && b.charCodeAt(fromB) === 48) fromB += 1;
  if (toA - fromA !== toB - fromB) return toA - fromA < toB - fromB ? -1 : 1;
  for (; fromA < toA; fromA += 1, fromB += 1) {
    const diff = a.charCodeAt(fromA) - b.charCodeAt(fromB);
    if (diff !== 0) return diff < 0 ? -1 : 1;
  }
  return 0;
}
