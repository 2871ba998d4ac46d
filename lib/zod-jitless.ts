import { z } from 'zod';

/**
 * zod compiles object parsers with `new Function` after probing whether it may; under the
 * Content-Security-Policy (no 'unsafe-eval') the probe itself is reported as a violation. The
 * browser side parses small inputs, so it does without the compiled parsers.
 */
z.config({ jitless: true });
