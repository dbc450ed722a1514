// The server modules bench/exams.mjs measures, loaded through one tsx import (one module graph).
export { sql } from 'drizzle-orm';
export { FREE_TRIAL_PACKAGE_ID } from '../src/common/constants';
export { openDatabase } from '../src/server/db/client';
export { runMigrations } from '../src/server/db/migrate';
export {
  profiles,
  sessions,
  subjects,
  subjectUnlocks,
  topics,
  usersPackages,
} from '../src/server/db/schema';
export { seedReferenceData } from '../src/server/db/seed/reference-data';
export { createAccount } from '../src/server/modules/auth/create-account';
export { assembleItems } from '../src/server/modules/exams/assemble-items';
export { storeExam } from '../src/server/modules/exams/create-exam';
