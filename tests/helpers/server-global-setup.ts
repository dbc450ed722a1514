/**
 * Migrates and seeds one template database before the server tests, so each test file copies
 * it instead of running every migration again: a PGlite data-dir dump in memory, or a template
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped after the run).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Database, openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data-dir dump (uncompressed tar) of a migrated, seeded database. */
    pgliteTemplate: string;
    /** The migrated, seeded template database on the TEST_DATABASE_URL server. */
    postgresTemplate: string;
  }
}

async function prepare(database: Database) {
  await runMigrations(database);
  await seedReferenceData(database.db);
}

async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `tafawuq_template_${process.pid}`;
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    await onServer(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const template = await openDatabase({ kind: 'postgres', url: url.toString(), max: 2 });
    try {
      await prepare(template);
    } finally {
      await template.close();
    }
    project.provide('postgresTemplate', name);
    return () => onServer(serverUrl, `drop database if exists ${name} with (force)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'tafawuq-pglite-template-'));
  const database = await openDatabase({ kind: 'pglite' });
  try {
    await prepare(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir('none');
    const file = join(dir, 'template.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
