import { createReadStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupDeleteInputSchema,
  backupListQuerySchema,
  backupListSchema,
  backupManifestSchema,
  backupNameParamsSchema,
  backupRestoreInputSchema,
  backupRestoreResultSchema,
  backupSettingsInputSchema,
  backupSettingsViewSchema,
} from '../../../common/contracts/backup';
import { apiErrorSchema } from '../../../common/contracts/errors';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { getBackupSettings, saveBackupSettings } from './backup-settings';
import { type BackupDeps, backupPath, readStoredBackup } from './backup-store';
import { createBackup } from './create-backup';
import { deleteBackup } from './delete-backup';
import { listBackups } from './list-backups';
import { restoreBackup } from './restore-backup';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const admin = { access: ACCESS.admin };
const tags = ['backup'];

/** Administrators' backups (DATA_DIR/backups): create, list, download, delete, restore. */
export async function backupRoutes(app: FastifyInstance, deps: BackupDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
      summary: 'Take a backup now (a consistent snapshot of every application table)',
      response: { 200: backupManifestSchema, ...errors },
    },
    handler: async (request) => createBackup(deps, { kind: 'manual', actor: auditActor(request) }),
  });

  r.get('/api/admin/backups/:name/download', {
    config: admin,
    schema: {
      tags,
      summary: 'The backup file (gzip-compressed JSON lines, manifest at the end)',
      params: backupNameParamsSchema,
      response: { 200: z.any(), ...errors },
    },
    handler: async (request, reply) => {
      const { name } = request.params;
      const { size } = await readStoredBackup(deps.dir, name);
      reply
        .header('content-type', 'application/gzip')
        .header('content-length', size)
        .header('content-disposition', `attachment; filename="${name}.jsonl.gz"`);
      return reply.send(createReadStream(backupPath(deps.dir, name).data));
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
      restoreBackup(deps, request.params.name, {
        confirmation: request.body.confirmation,
        actor: auditActor(request),
      }),
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
