// Shopify's global ids (gid://shopify/Type/123) and its opaque pagination cursors, as the simulator hands them out.
export const gid = (type: string, n: number): string => `gid://shopify/${type}/${n}`;

export const cursorOf = (n: number): string => Buffer.from(JSON.stringify({ last_id: n, last_value: n })).toString('base64');

/** The position after which the next page starts; null for an unreadable cursor. */
export function positionOf(cursor: string): number | null {
  try {
    const parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8')) as { last_id?: unknown };
    return typeof parsed.last_id === 'number' ? parsed.last_id : null;
  } catch {
    return null;
  }
}

/** A GraphQL-level failure, answered as {"errors": [{ message, extensions: { code } }]}. */
export class GraphqlFault extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}
