/**
 * Starts the built product once for all end-to-end journeys: a fresh data folder, fixture
 * users of every role written straight into the embedded database, then `node
 * dist/server/main.js` exactly as `npm start` runs it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import type { Locale } from '../../src/common/locales';
import type { Role } from '../../src/common/roles';
import { openDatabase } from '../../src/server/db/client';
import { runMigrations } from '../../src/server/db/migrate';
import { seedReferenceData } from '../../src/server/db/seed/reference-data';
import { createAccount } from '../../src/server/modules/auth/create-account';
import { activateFreeTrial } from '../../src/server/modules/packages/activate-free-trial';
import { startSmtpServer } from '../helpers/smtp';
import { stopProcess } from '../helpers/stop-process';

export type FixtureUser = {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
};

/** Signed-in roles of the route sweep, one set per language (their accounts' `locale`). */
export type SweepRole = 'student' | 'affiliate' | 'admin';
/** With the deactivated account, whose one page (/inactive) is checked on its own. */
export type LanguageRole = SweepRole | 'inactive';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    users: Record<Role, FixtureUser>;
    languageUsers: Record<Locale, Record<LanguageRole, FixtureUser>>;
    /** Every e-mail the server sends lands here as one JSON file (see fixtures.waitForMail). */
    mailDir: string;
  }
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SERVER_ENTRY = join(ROOT, 'dist/server/main.js');
const WEB_INDEX = join(ROOT, 'dist/web/index.html');

export const FIXTURE_USERS: Record<Role, FixtureUser> = {
  student: {
    email: 'e2e-student@example.com',
    password: 'Student-pass-1',
    firstName: 'Samira',
    lastName: 'Student',
    role: 'student',
  },
  affiliate: {
    email: 'e2e-affiliate@example.com',
    password: 'Affiliate-pass-1',
    firstName: 'Adel',
    lastName: 'Affiliate',
    role: 'affiliate',
  },
  admin: {
    email: 'e2e-admin@example.com',
    password: 'Admin-pass-1',
    firstName: 'Amal',
    lastName: 'Admin',
    role: 'admin',
  },
  inactive: {
    email: 'e2e-inactive@example.com',
    password: 'Inactive-pass-1',
    firstName: 'Idris',
    lastName: 'Inactive',
    role: 'inactive',
  },
};

/**
 * Users of the route sweep (route-sweep.test.ts), apart from the fixture users so that a language
 * stored on their accounts changes no other journey; the students get the Free Trial.
 */
export const LANGUAGE_USERS: Record<Locale, Record<LanguageRole, FixtureUser>> = {
  en: {
    student: sweepUser('en', 'student', 'Nour', 'Student'),
    affiliate: sweepUser('en', 'affiliate', 'Tamer', 'Affiliate'),
    admin: sweepUser('en', 'admin', 'Rana', 'Admin'),
    inactive: sweepUser('en', 'inactive', 'Idris', 'Inactive'),
  },
  ar: {
    student: sweepUser('ar', 'student', 'نور', 'الطالبة'),
    affiliate: sweepUser('ar', 'affiliate', 'تامر', 'المسوّق'),
    admin: sweepUser('ar', 'admin', 'رنا', 'المسؤولة'),
    inactive: sweepUser('ar', 'inactive', 'إدريس', 'الموقوف'),
  },
};

function sweepUser(
  locale: Locale,
  role: LanguageRole,
  firstName: string,
  lastName: string,
): FixtureUser {
  return {
    email: `e2e-sweep-${locale}-${role}@example.com`,
    password: `Sweep-${role}-1`,
    firstName,
    lastName,
    role,
  };
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => ok(port));
    });
  });
}

async function createFixtureUsers(dataDir: string) {
  // PGlite is single-process: write the users, then close before the server opens the folder.
  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pgdata') });
  try {
    await runMigrations(database);
    await seedReferenceData(database.db);
    for (const user of Object.values(FIXTURE_USERS)) {
      await createAccount(database.db, { ...user, emailVerified: true, adminVerified: true });
    }
    for (const [locale, users] of Object.entries(LANGUAGE_USERS) as [
      Locale,
      Record<LanguageRole, FixtureUser>,
    ][]) {
      for (const user of Object.values(users)) {
        const profile = await createAccount(database.db, {
          ...user,
          locale,
          emailVerified: true,
          adminVerified: true,
        });
        if (user.role === 'student') await activateFreeTrial(database.db, profile.id);
      }
    }
  } finally {
    await database.close();
  }
}

async function waitForHealth(baseURL: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      throw new Error(
        `The server exited with code ${server.exitCode} while starting:\n${output()}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`The server did not answer /api/health with 200 within 60 s:\n${output()}`);
}

export default async function setup(project: TestProject) {
  for (const [file, what] of [
    [SERVER_ENTRY, 'server bundle'],
    [WEB_INDEX, 'web build'],
  ] as const) {
    if (!existsSync(file)) {
      throw new Error(
        `End-to-end tests need the production build: ${what} ${file} is missing. Run \`npm run build\` first.`,
      );
    }
  }

  const dataDir = mkdtempSync(join(tmpdir(), 'tafawuq-e2e-'));
  let server: ChildProcess | undefined;
  const mailDir = mkdtempSync(join(tmpdir(), 'tafawuq-e2e-mail-'));
  let mailCount = 0;
  const smtp = await startSmtpServer((mail) => {
    mailCount += 1;
    writeFileSync(
      join(mailDir, `${String(mailCount).padStart(5, '0')}.json`),
      JSON.stringify(mail),
    );
  });
  const cleanup = async () => {
    if (server) await stopProcess(server);
    await smtp.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await createFixtureUsers(dataDir);

    const port = await freePort();
    const baseURL = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL: baseURL,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
      SMTP_URL: smtp.url,
      // The journeys sign the same fixture users in dozens of times within minutes, past the
      // sign-in limits per address; throttling itself is covered by tests/server/rate-limits.
      RATE_LIMITS: 'off',
    };
    // The journeys run on the embedded database that holds the fixture users.
    delete env.DATABASE_URL;

    let log = '';
    server = spawn(process.execPath, [SERVER_ENTRY], { cwd: ROOT, env, stdio: 'pipe' });
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-20_000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', (chunk: Buffer) => {
      keep(chunk);
      process.stderr.write(`[server] ${chunk}`);
    });

    await waitForHealth(baseURL, server, () => log);

    project.provide('baseURL', baseURL);
    project.provide('users', FIXTURE_USERS);
    project.provide('languageUsers', LANGUAGE_USERS);
    project.provide('mailDir', mailDir);
  } catch (err) {
    await cleanup();
    throw err;
  }

  return cleanup;
}
