// Placeholder: support reply mail saga state. Filled in by the support work.
import { type Kysely } from 'kysely';

export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
