import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../../../common/contracts/errors';
import {
  browsableTablesSchema,
  databaseSchemaSchema,
  runSqlFunctionSchema,
  sqlFunctionsSchema,
  sqlRunResultSchema,
  tableParamsSchema,
  tableRowsQuerySchema,
  tableRowsSchema,
} from '../../../common/contracts/schema-tools';
import type { Db } from '../../db/client';
import { ACCESS } from '../../plugins/access';
import { auditActor } from '../audit/record-audit';
import { listBrowsableTables } from './browsable-tables';
import { browseTable, tableCsv } from './browse-table';
import { describeSchema } from './describe-schema';
import { runSqlFunction } from './run-sql-function';
import { listSqlFunctions } from './sql-functions';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['schema-tools'];
const config = { access: ACCESS.admin };

/** Table browser, schema reader and SQL function tester: names only from the catalog. */
export async function schemaToolRoutes(app: FastifyInstance, opts: { db: Db }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = opts;

  r.get('/api/admin/schema-tools/tables', {
    config,
    schema: {
      tags,
      summary: 'The application tables and their columns (secret columns marked as masked)',
      response: { 200: browsableTablesSchema, ...errors },
    },
    handler: async () => ({ tables: await listBrowsableTables(db) }),
  });

  r.get('/api/admin/schema-tools/tables/:table/rows', {
    config,
    schema: {
      tags,
      summary: "One page of a table's rows, filtered and sorted; secrets masked",
      params: tableParamsSchema,
      querystring: tableRowsQuerySchema,
      response: { 200: tableRowsSchema, 404: apiErrorSchema, ...errors },
    },
    handler: async (request) => browseTable(db, request.params.table, request.query),
  });

  r.get('/api/admin/schema-tools/tables/:table/export', {
    config,
    schema: {
      tags,
      summary: "A table's filtered rows as CSV (capped; secrets masked)",
      params: tableParamsSchema,
      querystring: tableRowsQuerySchema,
    },
    handler: async (request, reply) => {
      const { table } = request.params;
      const csv = await tableCsv(db, table, request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${table}-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  });

  r.get('/api/admin/schema-tools/schema', {
    config,
    schema: {
      tags,
      summary: 'Tables, columns, indexes, constraints and foreign keys from the catalog',
      response: { 200: databaseSchemaSchema, ...errors },
    },
    handler: async () => describeSchema(db),
  });

  r.get('/api/admin/schema-tools/functions', {
    config,
    schema: {
      tags,
      summary: "The project's SQL functions with their parameters",
      response: { 200: sqlFunctionsSchema, ...errors },
    },
    handler: async () => ({ functions: await listSqlFunctions(db) }),
  });

  r.post('/api/admin/schema-tools/functions/run', {
    config,
    schema: {
      tags,
      summary: 'Runs one catalog function in a transaction, rolled back unless committed',
      body: runSqlFunctionSchema,
      response: { 200: sqlRunResultSchema, 404: apiErrorSchema, ...errors },
    },
    handler: async (request) => runSqlFunction(db, auditActor(request), request.body),
  });
}
