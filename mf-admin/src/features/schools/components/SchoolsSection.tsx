import { useState } from 'react';
import type { AdminSchool } from '@portal/contracts/schemas/admin/schools';
import { Button } from '@portal/shared-ui/components/Button';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { formatDate } from '@portal/shared-ui/lib/date';
import { useListPaging } from '@portal/shared-ui/lib/listQuery';
import { plural } from '@portal/shared-ui/lib/plural';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { AdminFrame } from '../../../lib/AdminFrame';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { SearchBox } from '../../../lib/SearchBox';
import { useListAddress } from '../../../lib/useListAddress';
import { useSchools } from '../api/schools';
import { SchoolDialog } from './SchoolDialog';
import styles from './SchoolsSection.module.css';

const ONLY = ['all'] as const;

/**
 * 'Skolas' (issue 19): the schools teachers choose from when they register or edit their profile,
 * searched and paged by the server; add one, or rename one (its teachers then show the new title).
 */
export default function SchoolsSection() {
  const { page, q, setPage, setQuery } = useListAddress(ONLY, 'all');
  const query = useSchools({ page, q });
  const [editing, setEditing] = useState<AdminSchool | 'new' | null>(null);
  const loading = isLoading(query);
  const error = shownError(query);
  const { section, goTo } = useListPaging(page, setPage, query.data?.meta.last_page ?? null, loading);

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
      <SearchBox label="Meklēt skolu" value={q} onSearch={setQuery} placeholder="Nosaukuma daļa" />
      <section ref={section} aria-label="Skolu saraksts" aria-busy={loading || undefined} className={styles.list}>
        {error ? (
          <LoadError text="Skolu sarakstu neizdevās ielādēt." onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <Spinner block label="Ielādē skolas..." />
        ) : (
          <>
            <p className={styles.muted} aria-live="polite">
              {q
                ? plural(query.data.meta.total, {
                    one: 'Atrasta {n} skola',
                    many: 'Atrastas {n} skolas',
                    zero: 'Nav atrastu skolu',
                  })
                : plural(query.data.meta.total, {
                    one: 'Sarakstā ir {n} skola',
                    many: 'Sarakstā ir {n} skolas',
                    zero: 'Sarakstā vēl nav skolu',
                  })}
            </p>
            <AdminTable
              caption={q ? `Skolas, kuru nosaukumā ir „${q}”` : 'Skolas'}
              columns={columns}
              rows={query.data.data}
              rowKey={(school) => school.id}
              empty={q ? 'Neviena skola neatbilst meklētajam.' : 'Sarakstā vēl nav skolu. Pievieno pirmo.'}
            />
            {query.data.meta.last_page > 1 ? (
              <Pagination
                currentPage={query.data.meta.current_page}
                lastPage={query.data.meta.last_page}
                onChange={goTo}
                label="Skolu saraksta lapas"
              />
            ) : null}
          </>
        )}
      </section>
      {editing ? <SchoolDialog school={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </AdminFrame>
  );
}
