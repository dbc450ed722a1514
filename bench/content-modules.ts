// The server modules bench/content.mjs measures, loaded through one tsx import so that they
// share one module graph (one drizzle schema, one compute engine).
export { asc, eq, sql } from 'drizzle-orm';
export { buildApp } from '../src/server/app';
export { openDatabase } from '../src/server/db/client';
export { runMigrations } from '../src/server/db/migrate';
export { questions, subjects, topics } from '../src/server/db/schema';
export { seedReferenceData } from '../src/server/db/seed/reference-data';
export { createAccount } from '../src/server/modules/auth/create-account';
export { findDuplicateGroups } from '../src/server/modules/question-insights/find-duplicates';
export { contentHash, normalizeText } from '../src/server/modules/questions/normalize';
export { importQuestions } from '../src/server/modules/questions/transfer/import-questions';
