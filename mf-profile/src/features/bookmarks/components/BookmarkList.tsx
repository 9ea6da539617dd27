import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { MaterialCards } from '@portal/shared-ui/components/MaterialCards';
import { useListPaging, useListQuery } from '@portal/shared-ui/lib/listQuery';
import { useViewer } from '@portal/shared-ui/lib/viewer';
import { useBookmarks } from '../api/bookmarks';
import styles from './BookmarkList.module.css';

export const NO_BOOKMARKS = 'Tev vēl nav nevienas grāmatzīmes.';

/**
 * The bookmarked materials, a page at a time (spec §2.2). A bookmark removed here takes its card
 * away at once, and the page is fetched again so the next bookmark moves up into the gap.
 */
export function BookmarkList() {
  const viewer = useViewer();
  const { page, setPage } = useListQuery(viewer.signedIn);
  const list = useBookmarks(page, viewer.signedIn);
  const loading = isLoading(list);
  const all = list.data?.data ?? [];
  // The bookmark toggle writes the server's answer (has_bookmark false) into this page.
  const kept = all.filter((material) => material.has_bookmark);
  const lastPage = list.data?.meta.last_page ?? null;

  // A page past the end (the last bookmark of the last page removed) shows the last page instead.
  const { section, goTo } = useListPaging(page, setPage, lastPage, loading);

  return (
    // The page's h1 'Manas grāmatzīmes' names the list; no second heading saying the same.
    <section ref={section} className={styles.section} aria-label="Grāmatzīmes">
      {shownError(list) ? (
        <LoadError text="Neizdevās ielādēt grāmatzīmes." onRetry={() => void list.refetch()} />
      ) : (
        <MaterialCards
          materials={kept}
          viewer={viewer}
          columns={{ sm: 2, md: 3, lg: 4 }}
          loading={loading}
          emptyText={NO_BOOKMARKS}
          label="Grāmatzīmes"
        />
      )}
      {lastPage !== null && kept.length > 0 ? (
        <Pagination currentPage={Math.min(page, lastPage)} lastPage={lastPage} onChange={goTo} />
      ) : null}
    </section>
  );
}
