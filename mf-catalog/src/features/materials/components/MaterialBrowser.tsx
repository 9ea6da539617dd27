import { useId } from 'react';
import type { GridColumns } from '@portal/shared-ui/components/MaterialGrid';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { SortTabs } from '@portal/shared-ui/components/SortTabs';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { MaterialCards } from '@portal/shared-ui/components/MaterialCards';
import { useListPaging, useListQuery } from '@portal/shared-ui/lib/listQuery';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { useViewer } from '@portal/shared-ui/lib/viewer';
import { useCategoryMaterials } from '../api/categoryMaterials';
import styles from './MaterialBrowser.module.css';

export interface MaterialBrowserProps {
  categoryId: number;
  columns: GridColumns;
  /** The section's heading. */
  title?: string;
  emptyText?: string;
}

/**
 * Sort tabs, one page of a category's materials and the pagination. Sort and page live in the
 * address (`?sort=likes&page=2`), so back/forward and reload show the same list.
 */
export function MaterialBrowser({
  categoryId,
  columns,
  title = 'Materiāli',
  emptyText = 'Šajā kategorijā vēl nav neviena materiāla.',
}: MaterialBrowserProps) {
  const headingId = useId();
  const gridId = `${headingId}-grid`;
  const viewer = useViewer();
  const { sort, page, setSort, setPage } = useListQuery(viewer.signedIn);
  const list = useCategoryMaterials({ categoryId, sort, page });
  const loading = isLoading(list);
  const lastPage = list.data?.meta.last_page ?? null;
  const { section, goTo } = useListPaging(page, setPage, lastPage, loading);

  return (
    <section ref={section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <SortTabs value={sort} onChange={setSort} signedIn={viewer.signedIn} controls={gridId} />
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
      {lastPage !== null ? (
        <Pagination currentPage={Math.min(page, lastPage)} lastPage={lastPage} onChange={goTo} />
      ) : null}
    </section>
  );
}
