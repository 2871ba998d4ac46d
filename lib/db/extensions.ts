import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PGlite contrib extensions the schema needs. `cube` must come before `pg_trgm`:
 * in PGlite 0.5.15–0.5.16 the other order makes `text % text` spin and return nothing.
 */
export const pgliteExtensions = { cube, earthdistance, pg_trgm, unaccent };
