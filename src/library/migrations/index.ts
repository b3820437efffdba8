import { MIGRATION_001_INITIAL } from './001-initial.ts';
import { MIGRATION_002_EXPERIENCE } from './002-experience.ts';
import { MIGRATION_003_GATEWAY } from './003-gateway.ts';

/**
 * The library's migrations, in order: entry i brings the database from schema version i to i + 1. Add a
 * migration as a new file `NNN-name.ts` exporting its SQL and append it here; never change a released one.
 */
export const MIGRATIONS: readonly string[] = [
  MIGRATION_001_INITIAL,
  MIGRATION_002_EXPERIENCE,
  MIGRATION_003_GATEWAY,
];
