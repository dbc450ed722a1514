import type { DatabaseSchema } from '@common/contracts/schema-tools';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dependencyDepths } from '@/features/schema-tools/schema-diagram';
import { installFakeApi, makeMe } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const SCHEMA: DatabaseSchema = {
  tables: [
    {
      name: 'profiles',
      columns: [{ name: 'id', type: 'text', nullable: false, default: null }],
      indexes: [
        {
          name: 'profiles_pkey',
          unique: true,
          primary: true,
          definition: 'CREATE UNIQUE INDEX profiles_pkey ON public.profiles USING btree (id)',
        },
      ],
      constraints: [{ name: 'profiles_pkey', kind: 'primary', definition: 'PRIMARY KEY (id)' }],
    },
    {
      name: 'sessions',
      columns: [
        { name: 'id', type: 'text', nullable: false, default: null },
        { name: 'user_id', type: 'text', nullable: false, default: null },
        { name: 'created_at', type: 'timestamp with time zone', nullable: false, default: 'now()' },
      ],
      indexes: [],
      constraints: [
        {
          name: 'sessions_user_id_fk',
          kind: 'foreign',
          definition: 'FOREIGN KEY (user_id) REFERENCES profiles(id) ON DELETE CASCADE',
        },
      ],
    },
  ],
  foreignKeys: [
    {
      name: 'sessions_user_id_fk',
      table: 'sessions',
      columns: ['user_id'],
      referencedTable: 'profiles',
      referencedColumns: ['id'],
      onDelete: 'cascade',
    },
  ],
};

describe('admin database schema page', () => {
  it('lists tables with columns and keys, and draws the relations', async () => {
    const api = installFakeApi({ me: makeMe({ role: 'admin' }) });
    api.on('GET /api/admin/schema-tools/schema', () => ({ status: 200, body: SCHEMA }));
    const { user } = renderApp('/admin/database-schema');
    await screen.findByRole('heading', { name: 'Database schema', level: 1 });
    const sessions = await screen.findByRole('heading', { name: 'sessions', level: 3 });
    await user.click(sessions);
    const details = sessions.closest('details') as HTMLElement;
    expect(within(details).getByText('now()')).toBeTruthy();
    expect(within(details).getByText('user_id → profiles(id), on delete cascade')).toBeTruthy();
    const diagram = screen.getByRole('img', { name: 'Diagram of 2 tables and 1 foreign keys' });
    expect(diagram.querySelectorAll('rect')).toHaveLength(2);
    expect(diagram.querySelectorAll('path[marker-end]')).toHaveLength(1);
    const region = screen.getByRole('region', { name: 'Diagram of 2 tables and 1 foreign keys' });
    expect(region.getAttribute('tabindex')).toBe('0');
  });

  it('places a table one column after the deepest table it references', () => {
    const depths = dependencyDepths(SCHEMA.tables, SCHEMA.foreignKeys);
    expect(depths.get('profiles')).toBe(0);
    expect(depths.get('sessions')).toBe(1);
  });
});
