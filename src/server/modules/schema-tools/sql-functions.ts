import { sql } from 'drizzle-orm';
import type { SqlFunction, SqlParamKind } from '../../../common/contracts/schema-tools';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { AppError } from '../../lib/errors';

/** The catalog's type names the tester accepts, and the form each takes. */
const PARAM_KINDS: Record<string, SqlParamKind> = {
  text: 'text',
  'character varying': 'text',
  uuid: 'uuid',
  integer: 'integer',
  bigint: 'integer',
  smallint: 'integer',
  numeric: 'numeric',
  'double precision': 'numeric',
  real: 'numeric',
  boolean: 'boolean',
  jsonb: 'jsonb',
  json: 'jsonb',
  'timestamp with time zone': 'timestamptz',
  date: 'date',
  'text[]': 'text[]',
  'uuid[]': 'uuid[]',
};

type FunctionRow = {
  signature: string;
  name: string;
  returns: string;
  language: string;
  volatility: string;
  nargs: number;
  ndefaults: number;
  arg_names: string[] | null;
  arg_modes: string[] | null;
  arg_types: string[] | null;
};

const VOLATILITY = { i: 'immutable', s: 'stable', v: 'volatile' } as const;

/**
 * The project's SQL functions: plain functions of the public schema, without those an
 * extension installed (pg_trgm's). The only functions the tester calls, by these names.
 */
export async function listSqlFunctions(db: DbOrTx): Promise<SqlFunction[]> {
  const rows = await rowsOf<FunctionRow>(
    db,
    sql`select p.oid::regprocedure::text as signature, p.proname as name,
          pg_get_function_result(p.oid) as returns, l.lanname as language,
          p.provolatile::text as volatility, p.pronargs as nargs, p.pronargdefaults as ndefaults,
          array_to_json(p.proargnames) as arg_names,
          array_to_json(p.proargmodes::text[]) as arg_modes,
          (select json_agg(format_type(t.oid, null) order by a.i)
            from unnest(p.proargtypes) with ordinality a(oid, i)
            join pg_type t on t.oid = a.oid) as arg_types
        from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        join pg_language l on l.oid = p.prolang
        where n.nspname = 'public' and p.prokind = 'f'
          and not exists (select 1 from pg_depend d
            where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
        order by p.proname, p.oid`,
  );
  return rows.map((row) => {
    const types = row.arg_types ?? [];
    // Input parameters' names: with modes, only IN, INOUT and VARIADIC ones are inputs.
    const names = (row.arg_names ?? []).filter(
      (_, i) => !row.arg_modes || ['i', 'b', 'v'].includes(row.arg_modes[i] ?? 'i'),
    );
    const firstDefault = Number(row.nargs) - Number(row.ndefaults);
    const params = types.map((type, i) => ({
      name: names[i] || `$${i + 1}`,
      type,
      kind: PARAM_KINDS[type] ?? null,
      hasDefault: i >= firstDefault,
    }));
    return {
      signature: row.signature,
      name: row.name,
      params,
      returns: row.returns,
      language: row.language,
      volatility: VOLATILITY[row.volatility as keyof typeof VOLATILITY] ?? 'volatile',
      runnable: params.every((p) => p.kind !== null && !p.name.startsWith('$')),
    };
  });
}

/** One function of the catalog by its signature, or a 404 before anything is called. */
export async function findSqlFunction(db: DbOrTx, signature: string): Promise<SqlFunction> {
  const fn = (await listSqlFunctions(db)).find((f) => f.signature === signature);
  if (!fn) throw new AppError('NOT_FOUND', `Unknown SQL function: ${signature}`);
  return fn;
}
