import { type SQL, sql } from 'drizzle-orm';
import {
  MASKED_VALUE,
  type RunSqlFunctionInput,
  SQL_RESULT_MAX_ROWS,
  type SqlArg,
  type SqlFunctionParam,
  type SqlRunResult,
} from '../../../common/contracts/schema-tools';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';
import { type AuditActor, recordAudit } from '../audit/record-audit';
import { isSecretName } from './masking';
import { findSqlFunction } from './sql-functions';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTEGER = /^-?\d{1,18}$/;
const NUMBER = /^-?\d{1,30}(\.\d{1,30})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** How long one run may take before the database cancels it. */
const STATEMENT_TIMEOUT = '15s';

class RolledBack extends Error {}

function bad(param: string, message: string): never {
  throw new AppError('VALIDATION', `${param}: ${message}`, { [param]: message });
}

function stringArray(param: SqlFunctionParam, value: string, uuids: boolean): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    bad(param.name, 'Use a JSON array of strings, like ["a", "b"]');
  }
  if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === 'string')) {
    bad(param.name, 'Use a JSON array of strings, like ["a", "b"]');
  }
  if (uuids && !parsed.every((v) => UUID.test(v))) bad(param.name, 'Every item must be a UUID');
  return JSON.stringify(parsed);
}

/**
 * One argument as SQL: the value is a parameter checked against the parameter's type, and the
 * cast is the catalog's type name (only the supported ones reach here).
 */
function argumentSql(param: SqlFunctionParam, arg: SqlArg): SQL {
  const type = sql.raw(param.type);
  if (arg.mode === 'null') return sql`null::${type}`;
  if (arg.mode !== 'value') throw new Error('unreachable');
  const value = param.kind === 'text' || param.kind === 'jsonb' ? arg.value : arg.value.trim();
  switch (param.kind) {
    case 'uuid':
      if (!UUID.test(value)) bad(param.name, 'Enter a UUID');
      break;
    case 'integer':
      if (!INTEGER.test(value)) bad(param.name, 'Enter a whole number');
      break;
    case 'numeric':
      if (!NUMBER.test(value)) bad(param.name, 'Enter a number');
      break;
    case 'boolean':
      if (value !== 'true' && value !== 'false') bad(param.name, 'Enter true or false');
      break;
    case 'jsonb':
      try {
        JSON.parse(value);
      } catch {
        bad(param.name, 'Enter valid JSON');
      }
      break;
    case 'timestamptz': {
      const time = Date.parse(value);
      if (Number.isNaN(time)) bad(param.name, 'Enter a date and time like 2025-01-31T12:00:00Z');
      return sql`${new Date(time).toISOString()}::timestamptz`;
    }
    case 'date':
      if (!DAY.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
        bad(param.name, 'Enter a date like 2025-01-31');
      }
      break;
    case 'text[]':
    case 'uuid[]':
      return sql`array(select jsonb_array_elements_text(${stringArray(param, value, param.kind === 'uuid[]')}::jsonb))::${type}`;
    case 'text':
      break;
    default:
      bad(param.name, `The type ${param.type} is not supported`);
  }
  return sql`${value}::${type}`;
}

type DbError = { message?: string; code?: string; detail?: string; hint?: string };

/** The database's own error (drizzle wraps it as the cause of its "Failed query"). */
function databaseError(err: unknown): NonNullable<SqlRunResult['error']> {
  const outer = err as DbError & { cause?: unknown };
  const e = (outer?.cause && typeof outer.cause === 'object' ? outer.cause : outer) as DbError;
  return {
    message: String(e?.message ?? 'The function failed'),
    code: typeof e?.code === 'string' ? e.code : null,
    detail: typeof e?.detail === 'string' && e.detail ? e.detail : null,
    hint: typeof e?.hint === 'string' && e.hint ? e.hint : null,
  };
}

function text(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Runs one catalog function with typed arguments in a transaction that is rolled back, unless
 * `commit` is chosen with the function's name typed as confirmation: then it commits with a
 * `sql_function.commit` audit entry. A rolled-back run changes nothing and is not audited.
 */
export async function runSqlFunction(
  db: Db,
  actor: AuditActor,
  input: RunSqlFunctionInput,
): Promise<SqlRunResult> {
  const fn = await findSqlFunction(db, input.signature);
  if (!fn.runnable) {
    throw new AppError('BAD_REQUEST', `${fn.name} takes parameter types the tester cannot enter`);
  }
  const commit = input.commit ?? false;
  if (commit && input.confirmation?.trim() !== fn.name) {
    throw new AppError('VALIDATION', `Type ${fn.name} to commit`, {
      confirmation: `Type ${fn.name} to commit`,
    });
  }
  if (input.args.length !== fn.params.length) {
    throw new AppError('VALIDATION', `${fn.name} takes ${fn.params.length} arguments`, {
      args: `${fn.name} takes ${fn.params.length} arguments`,
    });
  }
  const named: SQL[] = [];
  fn.params.forEach((param, i) => {
    const arg = input.args[i] as SqlArg;
    if (arg.mode === 'default') {
      if (!param.hasDefault) bad(param.name, 'This parameter has no default: enter a value');
      return;
    }
    // Named notation, so any parameter with a default may be left out.
    named.push(sql`${sql.identifier(param.name)} => ${argumentSql(param, arg)}`);
  });
  // A scalar result becomes one column named "result"; a table keeps its own columns.
  const call = sql`select row_to_json(r)::text as row from (select *
    from public.${sql.identifier(fn.name)}(${sql.join(named, sql`, `)}) as result) r`;

  let result = null as SqlRunResult | null;
  const started = performance.now();
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = '${STATEMENT_TIMEOUT}'`));
      const rows = (await rowsOf<{ row: string }>(tx, call)).map(
        (r) => JSON.parse(r.row) as Record<string, unknown>,
      );
      const columns = Object.keys(rows[0] ?? {});
      result = {
        outcome: commit ? 'committed' : 'rolledBack',
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        columns,
        rows: rows.slice(0, SQL_RESULT_MAX_ROWS).map((r) => columns.map((c) => text(r[c]))),
        rowCount: rows.length,
        truncated: rows.length > SQL_RESULT_MAX_ROWS,
        error: null,
      };
      if (!commit) throw new RolledBack();
      await recordAudit(tx, actor, {
        action: 'sql_function.commit',
        targetType: 'sql_function',
        targetId: fn.signature,
        after: {
          args: Object.fromEntries(
            fn.params.map((p, i) => {
              const arg = input.args[i] as SqlArg;
              const shown =
                arg.mode === 'value'
                  ? isSecretName(p.name.replace(/_param$|^p_/g, ''))
                    ? MASKED_VALUE
                    : arg.value.slice(0, 200)
                  : arg.mode;
              return [p.name, shown];
            }),
          ),
          rows: rows.length,
        },
      });
    });
  } catch (err) {
    if (err instanceof RolledBack && result) return result;
    return {
      outcome: 'error',
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      columns: [],
      rows: [],
      rowCount: 0,
      truncated: false,
      error: databaseError(err),
    };
  }
  if (!result) throw new Error('the run produced no result');
  return result;
}
