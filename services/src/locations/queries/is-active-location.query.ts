// The locations context's public door for other contexts (inbound's "place" command): is this code an active bin?
// Send it through the QueryBus: `await queries.execute(new IsActiveLocation('A-01-02'))` → true or false.
// This file holds only the query class, so another context may import it (eslint allows exactly this file).
import { Query } from '@nestjs/cqrs';

export class IsActiveLocation extends Query<boolean> {
  /** `code` as scanned; it is trimmed and upper-cased before the look-up. */
  constructor(readonly code: string) {
    super();
  }
}
