import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { Readable } from 'node:stream';

/**
 * A minimal POSIX tar (ustar) of plain files: how a pg_dump backup is downloaded and uploaded,
 * `manifest.json` then `data.pgdump` (ADR 0014). `tar xf` unpacks it; pg_restore reads the dump.
 */
const BLOCK = 512;

const pad = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: Date): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write('0', 156, 'ascii');
  h.write('ustar\u000000', 257, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

export type ArchiveFile = { name: string; size: number } & ({ content: Buffer } | { path: string });

/** Byte length of the tar of these files. */
export function archiveSize(files: ArchiveFile[]): number {
  return files.reduce((n, f) => n + BLOCK + f.size + pad(f.size), 0) + 2 * BLOCK;
}

/** The tar of these files as a stream. */
export function archiveStream(files: ArchiveFile[], mtime = new Date()): Readable {
  async function* parts() {
    for (const f of files) {
      yield header(f.name, f.size, mtime);
      if ('content' in f) yield f.content;
      else for await (const chunk of createReadStream(f.path)) yield chunk as Buffer;
      if (pad(f.size)) yield Buffer.alloc(pad(f.size));
    }
    yield Buffer.alloc(2 * BLOCK);
  }
  return Readable.from(parts());
}

/** True when the first block of a file is a ustar header. */
export const isTarHeader = (block: Buffer) =>
  block.length >= BLOCK && block.toString('ascii', 257, 262) === 'ustar';

export type ArchiveEntry = { name: string; offset: number; size: number };

/**
 * The regular files in a tar, with where their bytes are. Null when the file is not a valid tar
 * (bad header checksum, entry beyond the end).
 */
export async function readArchiveEntries(path: string): Promise<ArchiveEntry[] | null> {
  const handle = await open(path, 'r');
  try {
    const { size: total } = await handle.stat();
    const entries: ArchiveEntry[] = [];
    let offset = 0;
    const block = Buffer.alloc(BLOCK);
    while (offset + BLOCK <= total) {
      const { bytesRead } = await handle.read(block, 0, BLOCK, offset);
      if (bytesRead < BLOCK) return null;
      if (block.every((b) => b === 0)) return entries;
      let sum = 0;
      for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (block[i] ?? 0);
      const recorded = Number.parseInt(block.toString('ascii', 148, 156).replace(/\0.*$/, ''), 8);
      if (recorded !== sum) return null;
      const name = block.toString('utf8', 0, 100).replace(/\0.*$/s, '');
      const size = Number.parseInt(block.toString('ascii', 124, 136).replace(/\0.*$/, ''), 8);
      const type = block.toString('ascii', 156, 157);
      if (!Number.isFinite(size) || size < 0) return null;
      const start = offset + BLOCK;
      if (start + size > total) return null;
      if (type === '0' || type === '\0') entries.push({ name, offset: start, size });
      offset = start + size + pad(size);
    }
    return null; // no end-of-archive blocks: cut short
  } finally {
    await handle.close();
  }
}
