// Read models keep an event's GlobalPosition as its text token "tx.position"; its text order puts "9.5" after
// "10.2" and "7.99" after "7.100". Order such a column by its two numbers instead.
import { sql, type RawBuilder } from 'kysely';

export function positionOrderKeys(column: string): [RawBuilder<number>, RawBuilder<number>] {
  return [sql<number>`split_part(${sql.ref(column)}, '.', 1)::numeric`, sql<number>`split_part(${sql.ref(column)}, '.', 2)::numeric`];
}
