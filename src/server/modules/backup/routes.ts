import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BACKUP_UPLOAD_MAX_BYTES,
  backupCreateInputSchema,
  backupDeleteInputSchema,
  backupListQuerySchema,
  backupListSchema,
  backupManifestSchema,
  backupNameParamsSchema,
  backupRestoreInputSchema,
  backupRestoreResultSchema,
  backupSettingsInputSchema,
  backupSettingsViewSchema,
  backupUploadQuerySchema,
} from '../../../common/contracts/backup';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { AppError } from '../../lib/errors';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { archiveSize, archiveStream } from './backup-archive';
import { getBackupSettings, saveBackupSettings } from './backup-settings';
import { type BackupDeps, downloadNameOf, methodOf, readStoredBackup } from './backup-store';
import { createBackup } from './create-backup';
import { deleteBackup } from './delete-backup';
import { receiveUpload, restoreBackupFile, uploadTempPath } from './import-backup';
import { listBackups } from './list-backups';
import { checkRestoreConfirmation, restoreBackup } from './restore-backup';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['backup'];
/** Content types an uploaded backup may be sent as (the body is the file itself). */
const UPLOAD_TYPES = [
  'application/octet-stream',
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
];

/** Administrators' backups (DATA_DIR/backups): create, list, download, delete, restore. */
export async function backupRoutes(app: FastifyInstance, deps: BackupDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Only inside this plugin: a backup upload's body is streamed to disk, not parsed.
  app.addContentTypeParser(UPLOAD_TYPES, (_request, payload, done) => done(null, payload));

  r.get('/api/admin/backups', {
    config: admin,
    schema: {
      tags,
      summary: 'The backups, newest first, with size, tables and rows',
      querystring: backupListQuerySchema,
      response: { 200: backupListSchema, ...errors },
    },
    handler: async (request) => listBackups(deps, request.query),
  });

  r.post('/api/admin/backups', {
    config: admin,
    schema: {
      tags,
      summary:
        'Take a backup now (a consistent snapshot of every application table); method auto: pg_dump on a PostgreSQL server that has it, else logical',
      body: backupCreateInputSchema,
      response: { 200: backupManifestSchema, ...errors },
    },
    handler: async (request) =>
      createBackup(deps, {
        kind: 'manual',
        actor: auditActor(request),
        method: request.body?.method,
      }),
  });

  r.post('/api/admin/backups/upload', {
    config: admin,
    schema: {
      tags,
      summary:
        'Upload a backup file (a download of this or another installation) and replace all data with it (confirmation=RESTORE); the body is the file',
      querystring: backupUploadQuerySchema,
      response: { 200: backupRestoreResultSchema, ...errors },
    },
    handler: async (request) => {
      checkRestoreConfirmation(request.query.confirmation);
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as { pipe?: unknown }).pipe !== 'function')
        throw new AppError(
          'BAD_REQUEST',
          'Send the backup file as the body (content type application/octet-stream)',
        );
      const file = await uploadTempPath(deps.dir);
      try {
        await receiveUpload(body, file, BACKUP_UPLOAD_MAX_BYTES);
        // All data replaced: the packages visitors see too.
        return await app.cacheInvalidation.after(
          'packages',
          restoreBackupFile(deps, file, {
            confirmation: request.query.confirmation,
            actor: auditActor(request),
          }),
        );
      } finally {
        await rm(file, { force: true });
      }
    },
  });

  r.get('/api/admin/backups/:name/download', {
    config: admin,
    schema: {
      tags,
      summary:
        'The backup file: gzip-compressed JSON lines with the manifest at the end (logical), or a tar of manifest.json and the pg_dump archive',
      params: backupNameParamsSchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      const { manifest, size, data } = await readStoredBackup(deps.dir, name);
      reply.header('content-disposition', `attachment; filename="${downloadNameOf(manifest)}"`);
      if (methodOf(manifest) === 'logical') {
        reply.header('content-type', 'application/gzip').header('content-length', size);
        return reply.send(createReadStream(data));
      }
      // The manifest as it was written (not where it was uploaded), then the archive.
      const content = Buffer.from(
        `${JSON.stringify({ ...manifest, uploadedAt: undefined }, null, 2)}\n`,
      );
      const files = [
        { name: 'manifest.json', size: content.length, content },
        { name: 'data.pgdump', size, path: data },
      ];
      reply
        .header('content-type', 'application/x-tar')
        .header('content-length', archiveSize(files));
      return reply.send(archiveStream(files, new Date(manifest.createdAt)));
    },
  });

  r.delete('/api/admin/backups/:name', {
    config: admin,
    schema: {
      tags,
      summary: 'Delete a backup (type its name to confirm)',
      params: backupNameParamsSchema,
      body: backupDeleteInputSchema,
      response: { 204: z.null(), ...errors },
    },
    handler: async (request, reply) => {
      await deleteBackup(deps, request.params.name, request.body.confirmation, auditActor(request));
      return reply.code(204).send(null);
    },
  });

  r.post('/api/admin/backups/:name/restore', {
    config: admin,
    schema: {
      tags,
      summary: 'Replace all application data with a backup (type RESTORE to confirm)',
      params: backupNameParamsSchema,
      body: backupRestoreInputSchema,
      response: { 200: backupRestoreResultSchema, ...errors },
    },
    handler: async (request) =>
      app.cacheInvalidation.after(
        'packages',
        restoreBackup(deps, request.params.name, {
          confirmation: request.body.confirmation,
          actor: auditActor(request),
        }),
      ),
  });

  r.get('/api/admin/backups/settings', {
    config: admin,
    schema: {
      tags,
      summary: 'The daily backup schedule and retention',
      response: { 200: backupSettingsViewSchema, ...errors },
    },
    handler: async () => getBackupSettings(deps),
  });

  r.put('/api/admin/backups/settings', {
    config: admin,
    schema: {
      tags,
      summary: 'Change the daily backup schedule and retention',
      body: backupSettingsInputSchema,
      response: { 200: backupSettingsViewSchema, ...errors },
    },
    handler: async (request) => {
      await saveBackupSettings(deps, request.body, auditActor(request));
      return getBackupSettings(deps);
    },
  });
}
