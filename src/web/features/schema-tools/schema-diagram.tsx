import type { SchemaForeignKey, SchemaTable } from '@common/contracts/schema-tools';
import { useTranslation } from 'react-i18next';

const BOX_W = 200;
const BOX_H = 30;
const GAP_X = 90;
const GAP_Y = 14;
const PAD = 16;

/**
 * Each table's column in the diagram: 0 when it references no other table, otherwise one more
 * than the deepest table it references (cycles stop where they close).
 */
export function dependencyDepths(tables: SchemaTable[], keys: SchemaForeignKey[]) {
  const refs = new Map<string, Set<string>>();
  for (const key of keys) {
    if (key.table === key.referencedTable) continue;
    const set = refs.get(key.table) ?? new Set<string>();
    set.add(key.referencedTable);
    refs.set(key.table, set);
  }
  const depths = new Map<string, number>();
  const visit = (name: string, path: Set<string>): number => {
    const known = depths.get(name);
    if (known !== undefined) return known;
    if (path.has(name)) return 0;
    path.add(name);
    let depth = 0;
    for (const parent of refs.get(name) ?? []) depth = Math.max(depth, visit(parent, path) + 1);
    path.delete(name);
    depths.set(name, depth);
    return depth;
  };
  for (const table of tables) visit(table.name, new Set());
  return depths;
}

/** Tables as boxes in columns by dependency depth, foreign keys as curves between them. */
export function SchemaDiagram({
  tables,
  foreignKeys,
}: {
  tables: SchemaTable[];
  foreignKeys: SchemaForeignKey[];
}) {
  const { t } = useTranslation('schemaTools');
  const depths = dependencyDepths(tables, foreignKeys);
  const columns: string[][] = [];
  for (const table of tables) {
    const depth = depths.get(table.name) ?? 0;
    columns[depth] = [...(columns[depth] ?? []), table.name];
  }
  const position = new Map<string, { x: number; y: number }>();
  columns.forEach((names, depth) => {
    names.forEach((name, row) => {
      position.set(name, { x: PAD + depth * (BOX_W + GAP_X), y: PAD + row * (BOX_H + GAP_Y) });
    });
  });
  const width = PAD * 2 + columns.length * BOX_W + Math.max(0, columns.length - 1) * GAP_X;
  const height =
    PAD * 2 + Math.max(1, ...columns.map((c) => c?.length ?? 0)) * (BOX_H + GAP_Y) - GAP_Y;
  const label = t('schema.diagramLabel', { tables: tables.length, keys: foreignKeys.length });

  return (
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
      tabIndex={0}
      aria-label={label}
      className="max-h-[70vh] overflow-auto rounded-card border border-border bg-surface focus-visible:outline-2 focus-visible:outline-ring"
    >
      <svg
        style={{ direction: 'ltr' }}
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className="block"
      >
        <defs>
          <marker
            id="schema-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M 0 0 L 10 5 L 0 10 z" className="fill-slate-400" />
          </marker>
        </defs>
        {foreignKeys.map((key) => {
          const from = position.get(key.table);
          const to = position.get(key.referencedTable);
          if (!from || !to || key.table === key.referencedTable) return null;
          const x1 = from.x;
          const y1 = from.y + BOX_H / 2;
          const x2 = to.x + BOX_W;
          const y2 = to.y + BOX_H / 2;
          const bend = Math.max(30, (x1 - x2) / 2);
          return (
            <path
              key={key.name}
              d={`M ${x1} ${y1} C ${x1 - bend} ${y1}, ${x2 + bend} ${y2}, ${x2} ${y2}`}
              className="fill-none stroke-slate-300"
              strokeWidth={1.25}
              markerEnd="url(#schema-arrow)"
            >
              <title>{`${key.table}(${key.columns.join(', ')}) → ${key.referencedTable}(${key.referencedColumns.join(', ')})`}</title>
            </path>
          );
        })}
        {tables.map((table) => {
          const at = position.get(table.name);
          if (!at) return null;
          return (
            <g key={table.name} transform={`translate(${at.x} ${at.y})`}>
              <title>{table.name}</title>
              <rect
                width={BOX_W}
                height={BOX_H}
                rx={6}
                className="fill-white stroke-primary-500"
                strokeWidth={1.25}
              />
              <text
                x={10}
                y={BOX_H / 2}
                dominantBaseline="central"
                className="fill-slate-800 font-mono text-[12px]"
              >
                {table.name.length > 26 ? `${table.name.slice(0, 25)}…` : table.name}
              </text>
            </g>
          );
        })}
      </svg>
    </section>
  );
}
