// Creates the first administrator from the command line (the same rule as /setup: only once).
// Usage: npm run admin:create -- --email a@b.c --first-name Ada --last-name Lovelace
// The password is read from ADMIN_PASSWORD or asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { adminCreateSchema } from '../src/common/contracts/account';
import { loadConfig } from '../src/server/config';
import { AppError } from '../src/server/lib/errors';
import { openConfiguredDatabase } from '../src/server/lib/open-configured-database';
import { createFirstAdmin } from '../src/server/modules/auth/create-first-admin';

async function ask(question: string): Promise<string> {
  if (!process.stdin.isTTY) return '';
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await rl.question(question)).trim();
  } finally {
    rl.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
    },
  });
  const input = adminCreateSchema.safeParse({
    email: values.email ?? (await ask('E-mail: ')),
    firstName: values['first-name'] ?? (await ask('First name: ')),
    lastName: values['last-name'] ?? (await ask('Last name: ')),
    password: process.env.ADMIN_PASSWORD ?? (await ask('Password (8+ characters): ')),
  });
  if (!input.success) {
    for (const issue of input.error.issues)
      console.error(`${issue.path.join('.')}: ${issue.message}`);
    process.exit(2);
  }
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const admin = await createFirstAdmin(database.db, input.data);
    console.log(`Administrator ${admin.email} created. Sign in at /auth.`);
  } catch (err) {
    if (err instanceof AppError) {
      console.error(err.message);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await database.close();
  }
}

await main();
