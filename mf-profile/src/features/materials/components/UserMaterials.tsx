import { useId } from 'react';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { SortTabs } from '@portal/shared-ui/components/SortTabs';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import type { GridColumns } from '@portal/shared-ui/components/MaterialGrid';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { MaterialCards } from '@portal/shared-ui/components/MaterialCards';
import { useListPaging, useListQuery } from '@portal/shared-ui/lib/listQuery';
import { useViewer } from '@portal/shared-ui/lib/viewer';
import { useUserMaterials } from '../api/userMaterials';
import styles from './UserMaterials.module.css';

export interface UserMaterialsProps {
  owner: number | null;
  categoryId: number | null;
  /** The section's heading: 'Mani materiāli' on the own profile. */
  title: string;
  emptyText: string;
  columns: GridColumns;
  /**
   * The signed-in teacher's own materials: no 'Grāmatzīmes' tab, since one cannot bookmark one's
   * own materials (spec §6) and it would always be empty; 'Manas grāmatzīmes' lists the bookmarks.
   */
  own?: boolean;
}

/**
 * Sort tabs over a teacher's materials, one page of them and the pagination (spec §2.2). Sort and
 * page live in the address (`?sort=likes&page=2`), so back/forward and reload show the same list.
 */
export function UserMaterials({ owner, categoryId, title, emptyText, columns, own = false }: UserMaterialsProps) {
  const headingId = useId();
  const gridId = `${headingId}-grid`;
  const viewer = useViewer();
  // An old address with ?sort=bookmarks on the own profile reads as the default sort.
  const { sort, page, setSort, setPage } = useListQuery(viewer.signedIn && !own);
  const list = useUserMaterials({ owner, categoryId, sort, page });
  const loading = isLoading(list) || (owner === null && !list.data);
  const lastPage = list.data?.meta.last_page ?? null;
  const count = list.data?.data.length ?? 0;
  const { section, goTo } = useListPaging(page, setPage, lastPage, loading);

  return (
    <section ref={section} className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <SortTabs value={sort} onChange={setSort} signedIn={viewer.signedIn} withBookmarks={!own} controls={gridId} />
      {shownError(list) ? (
        <LoadError text="Neizdevās ielādēt materiālus." onRetry={() => void list.refetch()} />
      ) : (
        <MaterialCards
          id={gridId}
          materials={list.data?.data ?? []}
          viewer={viewer}
          columns={columns}
          loading={loading}
          emptyText={emptyText}
          label={title}
        />
      )}
      {/* Spec §2.2: pagination only when there are materials. */}
      {lastPage !== null && count > 0 ? (
        <Pagination currentPage={Math.min(page, lastPage)} lastPage={lastPage} onChange={goTo} />
      ) : null}
    </section>
  );
}
