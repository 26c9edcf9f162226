// The browser project's jest globalSetup: the seeded data folder every file's product starts on.
import { seedOnce } from './browser-seeded-data';

export default seedOnce;
