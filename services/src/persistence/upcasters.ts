import { createUpcast, type Upcaster } from '@ledgerhouse/infra';

/** Every upcaster of every context; an event type's old schema versions are upgraded on read. */
const upcasters: Upcaster[] = [];

export const upcast = createUpcast(upcasters);
