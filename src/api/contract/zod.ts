import { z } from 'zod';

// In the browser the page's content security policy forbids eval. zod would first probe for it
// with `new Function` (caught, but the browser still reports a policy violation, and Lighthouse
// lists it) and then parse without it anyway; told so before any schema is made, it skips the
// probe. The server, under no such policy, keeps zod's compiled parsers. Every contract file takes
// `z` from here, so that this runs before the first schema (and package.json lists this file among
// those with side effects, or the bundler would drop the call).
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
