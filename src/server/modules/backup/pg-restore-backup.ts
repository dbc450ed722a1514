import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { PoolClient } from 'pg';
import type { CatalogTable } from './backup-catalog';
import { type PgTools, runTool } from './pg-tools';
import { corrupt } from './verify-backup';

/** Bytes of COPY data sent to the server per protocol message. */
const COPY_CHUNK = 256 * 1024;

type CopyConnection = {
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream?: NodeJS.WritableStream & { writableNeedDrain?: boolean };
};

/**
 * `COPY … FROM stdin` on this connection, fed from `source`: node-postgres hands a query whose
 * server answered CopyInResponse to its `handleCopyInResponse`, which streams the data.
 */
async function copyIn(client: PoolClient, text: string, source: AsyncIterable<string>) {
  const { default: pg } = await import('pg');
  const Query = pg.Query as unknown as new (
    config: { text: string },
    values: undefined,
    callback: (err: Error | null) => void,
  ) => { handleCopyInResponse(connection: CopyConnection): void };
  await new Promise<void>((resolve, reject) => {
    const query = new Query({ text }, undefined, (err) => (err ? reject(err) : resolve()));
    query.handleCopyInResponse = (connection) => {
      void (async () => {
        try {
          for await (const chunk of source) {
            connection.sendCopyFromChunk(Buffer.from(chunk, 'utf8'));
            if (connection.stream?.writableNeedDrain) await once(connection.stream, 'drain');
          }
          connection.endCopyFrom();
        } catch (err) {
          connection.sendCopyFail(err instanceof Error ? err.message : String(err));
        }
      })();
    };
    client.query(query as never);
  });
}

/** The lines of one COPY block (up to `\.`), joined into chunks. */
async function* copyData(lines: AsyncIterator<string>): AsyncGenerator<string> {
  let chunk = '';
  for (;;) {
    const next = await lines.next();
    if (next.done) throw new Error('the archive ended inside a table');
    if (next.value === '\\.') break;
    chunk += `${next.value}\n`;
    if (chunk.length >= COPY_CHUNK) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Loads a pg_dump archive's data of every application table through `client` (inside the
 * caller's transaction, after TRUNCATE): pg_restore writes the data as SQL (`--data-only`, the
 * tables' entries listed parents before children with `--use-list`), and its COPY blocks and
 * sequence values are run here; nothing else of the script (SET, search_path) is.
 */
export async function loadDump(
  client: PoolClient,
  tools: PgTools,
  file: string,
  catalog: CatalogTable[],
  label: string,
) {
  let toc: string;
  try {
    toc = (await runTool(tools.restore, ['--list', file])).stdout;
  } catch {
    throw corrupt(label, 'pg_restore cannot read the archive');
  }
  const data = new Map<string, string>();
  const sequences: string[] = [];
  for (const line of toc.split('\n')) {
    const table = /^\d+; \d+ \d+ TABLE DATA public (\S+) /.exec(line);
    if (table?.[1]) data.set(table[1], line);
    else if (/^\d+; \d+ \d+ SEQUENCE SET public /.test(line)) sequences.push(line);
  }
  const list: string[] = [];
  for (const t of catalog) {
    const entry = data.get(t.name);
    if (!entry) throw corrupt(label, `the archive holds no data of table ${t.name}`);
    list.push(entry);
  }
  list.push(...sequences);

  const dir = await mkdtemp(join(tmpdir(), 'tafawuq-restore-'));
  const listFile = join(dir, 'restore.list');
  await writeFile(listFile, `${list.join('\n')}\n`);
  const child = spawn(tools.restore, ['--data-only', `--use-list=${listFile}`, '--file=-', file], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (d: string) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  exited.catch(() => undefined);
  try {
    const lines = createInterface({ input: child.stdout, crlfDelay: Number.POSITIVE_INFINITY })[
      Symbol.asyncIterator
    ]();
    for (;;) {
      const next = await lines.next();
      if (next.done) break;
      const line = next.value;
      if (/^COPY public\.\S+ \(.*\) FROM stdin;$/.test(line)) {
        await copyIn(client, line, copyData(lines));
      } else if (line.startsWith('SELECT pg_catalog.setval(')) {
        await client.query(line);
      }
    }
    const code = await exited;
    if (code !== 0)
      throw corrupt(label, `pg_restore stopped (${code}): ${stderr.trim().slice(0, 500)}`);
  } finally {
    if (child.exitCode === null) child.kill();
    await rm(dir, { recursive: true, force: true });
  }
}
