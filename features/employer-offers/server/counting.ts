import { sql, type SQL } from 'drizzle-orm';

/**
 * What every panel figure calls an application – the offers list, the statistics page (its totals and its
 * daily rows) and the panel home: one sent through the board's form and confirmed by the candidate. A click
 * to the employer's own form is a redirect, counted apart and never added in. An application whose personal
 * data the retention clock has erased still counts: it was received.
 */
export const countedApplication = (alias = 'a'): SQL => sql.raw(`${alias}.is_confirmed`);
