import { integrationRequestsProjector } from './integration-requests';
import type { Projector } from './projector';

/** Every projector the app runs, in the order rebuilds replay them. */
export const allProjectors: readonly Projector[] = [integrationRequestsProjector];
