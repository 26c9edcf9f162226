// The newest committed event, read from the events table itself: the store's head lags behind commits while any older
// transaction on the server is still open (the gap-free rule), and a settle check must wait for everything committed.
import { toPosition, type GlobalPosition, type SqlClient } from '../../infra/src';

/**
 * Orders by the qualified xid8 and bigint columns: a bare `tx` in ORDER BY would name the text output column, and text
 * order puts tx 9999 after 10000, so every settle check returned early once a database's transactions passed a power
 * of ten (sagas and projections then looked done while events were still to be handled).
 */
export async function newestCommitted(sql: SqlClient): Promise<GlobalPosition | null> {
  const { rows } = await sql.query<{ tx: string; position: string }>(
    'select tx::text as tx, position::text as position from events order by events.tx desc, events.position desc limit 1',
  );
  return rows[0] ? toPosition(rows[0].tx, rows[0].position) : null;
}
