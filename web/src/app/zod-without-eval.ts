// Zod probes `new Function` to compile fast parsers; under our Content-Security-Policy (script-src 'self') the probe
// is a reported violation even though zod catches it. Imported first by main.tsx, before any schema parses.
import { z } from 'zod';

z.config({ jitless: true });
