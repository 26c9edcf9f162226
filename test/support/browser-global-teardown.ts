// The browser project's jest globalTeardown: removes the seeded data folder this run made.
import { removeSeeded } from './browser-seeded-data';

export default removeSeeded;
