// A link a user types that the web shows as a link: http and https only, so `javascript:` and `data:` never reach a page.
import { z } from 'zod';

/** Any other scheme is INVALID_URL. */
export const webLink = z.url({ protocol: /^https?$/ });
