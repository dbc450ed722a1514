// Restores a backup file into an EMPTY database: the one DATABASE_URL names, or the embedded
// database in DATA_DIR (stop the server first: the embedded database has one user).
// Usage: npm run backup:restore -- <file>   (a backup download: .jsonl.gz or .tar)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { AppError } from '../lib/errors';
import { restoreIntoEmptyDatabase } from '../modules/backup/restore-into-empty';

async function main() {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    process.stderr.write('Usage: npm run backup:restore -- <backup file (.jsonl.gz or .tar)>\n');
    process.exit(2);
  }
  if (!existsSync(file)) {
    process.stderr.write(`No such file: ${file}\n`);
    process.exit(2);
  }
  const config = loadConfig();
  const target = config.DATABASE_URL
    ? ({ kind: 'postgres', url: config.DATABASE_URL } as const)
    : ({ kind: 'pglite', dataDir: join(config.DATA_DIR, 'pgdata') } as const);
  const result = await restoreIntoEmptyDatabase(target, file, join(config.DATA_DIR, 'backups'));
  process.stdout.write(
    `Restored ${result.name} (${result.method}): ${result.rows} rows in ${result.tables} tables into ${
      target.kind === 'postgres' ? 'the PostgreSQL database of DATABASE_URL' : target.dataDir
    }, now at migration ${result.migration}.\n`,
  );
}

main().catch((err) => {
  if (err instanceof AppError || err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`The restore failed: ${err?.stack ?? err}\n`);
  process.exit(1);
});
