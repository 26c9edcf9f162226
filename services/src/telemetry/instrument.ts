// Imported first by main.ts: error reporting and tracing start before http and express load, so both are traced.
import { loadConfig } from '../config/load-config';
import { startErrorReporting } from './start-error-reporting';

try {
  startErrorReporting(loadConfig(), { processHandlers: true });
} catch {
  // A bad config is reported by main.ts with every problem named; nothing to start here.
}
