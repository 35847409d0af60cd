import { config } from 'zod';

// zod compiles object parsers with `new Function` unless told not to; our CSP forbids eval (no 'unsafe-eval'),
// and zod fixes the choice when a schema is built, so this runs before any contract schema exists.
config({ jitless: true });
