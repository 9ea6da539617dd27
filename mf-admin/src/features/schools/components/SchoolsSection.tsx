import { useState } from 'react';
import type { AdminSchool } from '@portal/contracts/schemas/admin/schools';
import { Button } from '@portal/shared-ui/components/Button';
import { formatDate } from '@portal/shared-ui/lib/date';
import { plural } from '@portal/shared-ui/lib/plural';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ListSearch } from '../../../lib/ListSearch';
import { PagedList } from '../../../lib/PagedList';
import { useListAddress } from '../../../lib/useListAddress';
import { useSchools } from '../api/schools';
import { SchoolDialog } from './SchoolDialog';
import styles from './SchoolsSection.module.css';

/**
 * 'Skolas' (issue 19): the schools teachers choose from when they register or edit their profile,
 * searched and paged by the server; add one, or rename one (its teachers then show the new title).
 */
export default function SchoolsSection() {
  const address = useListAddress();
  const { page, q } = address;
  const query = useSchools({ page, q });
  const [editing, setEditing] = useState<AdminSchool | 'new' | null>(null);

  const columns: ColumnDef<AdminSchool>[] = [
    { header: 'Nosaukums', accessorKey: 'title' },
    {
      header: 'Skolotāji',
      cell: ({ row }) => plural(row.original.users_count, { one: '{n} skolotājs', many: '{n} skolotāji' }),
    },
    { header: 'Pievienota', cell: ({ row }) => formatDate(row.original.created_at) },
    {
      header: 'Darbības',
      cell: ({ row }) => (
        <Button
          size="small"
          variant="secondary"
          icon="edit"
          onClick={() => setEditing(row.original)}
          aria-label={`Pārdēvēt „${row.original.title}”`}
        >
          Pārdēvēt
        </Button>
      ),
    },
  ];

  return (
    <AdminFrame
      title="Skolas"
      intro="Skolas, ko skolotāji izvēlas, reģistrējoties un labojot profilu."
      actions={
        <Button icon="plus" onClick={() => setEditing('new')}>
          Pievienot skolu
        </Button>
      }
    >
      <ListSearch label="Meklēt skolu" value={q} onSearch={address.setQuery} placeholder="Nosaukuma daļa" />
      <PagedList
        query={query}
        address={address}
        label="Skolu saraksts"
        loadingText="Ielādē skolas..."
        errorText="Skolu sarakstu neizdevās ielādēt."
        pagesLabel="Skolu saraksta lapas"
      >
        {(answer) => (
          <>
            <p className={styles.muted} aria-live="polite">
              {q
                ? plural(answer.meta.total, {
                    one: 'Atrasta {n} skola',
                    many: 'Atrastas {n} skolas',
                    zero: 'Nav atrastu skolu',
                  })
                : plural(answer.meta.total, {
                    one: 'Sarakstā ir {n} skola',
                    many: 'Sarakstā ir {n} skolas',
                    zero: 'Sarakstā vēl nav skolu',
                  })}
            </p>
            <AdminTable
              caption={q ? `Skolas, kuru nosaukumā ir „${q}”` : 'Skolas'}
              columns={columns}
              rows={answer.data}
              rowKey={(school) => school.id}
              empty={q ? 'Neviena skola neatbilst meklētajam.' : 'Sarakstā vēl nav skolu. Pievieno pirmo.'}
            />
          </>
        )}
      </PagedList>
      {editing ? <SchoolDialog school={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminFrame>
  );
}
