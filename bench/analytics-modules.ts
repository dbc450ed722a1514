// The server modules bench/analytics.mjs uses, loaded through one tsx import (one module graph).
export { hashPassword } from 'better-auth/crypto';
export { FREE_TRIAL_PACKAGE_ID } from '../src/common/constants';
export { openDatabase } from '../src/server/db/client';
export { runMigrations } from '../src/server/db/migrate';
export { seedReferenceData } from '../src/server/db/seed/reference-data';
export { createAccount } from '../src/server/modules/auth/create-account';
