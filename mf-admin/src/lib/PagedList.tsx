import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PagedMeta } from '@portal/contracts/schemas/entities';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Pagination } from '@portal/shared-ui/components/Pagination';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useListPaging } from '@portal/shared-ui/lib/listQuery';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import type { SearchAddress } from './useListAddress';
import styles from './PagedList.module.css';

export interface PagedListProps<TAnswer extends { meta: PagedMeta }> {
  /** The page of the list asked for now. */
  query: UseQueryResult<TAnswer>;
  /** The page in the address, and how to go to another one (useListAddress). */
  address: Pick<SearchAddress, 'page' | 'setPage'>;
  /** The section's name, where the screen names its list ('Ziņu saraksts'). */
  label?: string;
  /** 'Ielādē ziņas...' */
  loadingText: string;
  /** 'Ziņas neizdevās ielādēt.' */
  errorText: string;
  /** The pager's name: 'Ziņu saraksta lapas'. */
  pagesLabel: string;
  /** The page's rows (its table), with anything said above them. */
  children: (answer: TAnswer) => ReactNode;
}

/**
 * A paged administration list: loading, its failure with 'Mēģināt vēlreiz', or the page with the
 * pager under it. The page before stays on screen, dimmed, while the next one loads; turning the
 * page brings the list's top into view, and a page past the end shows the last one.
 */
export function PagedList<TAnswer extends { meta: PagedMeta }>({
  query,
  address: { page, setPage },
  label,
  loadingText,
  errorText,
  pagesLabel,
  children,
}: PagedListProps<TAnswer>) {
  const loading = isLoading(query);
  const error = shownError(query);
  const { section, goTo } = useListPaging(page, setPage, query.data?.meta.last_page ?? null, loading);
  return (
    <section ref={section} aria-label={label} aria-busy={loading || undefined} className={styles.list}>
      {error ? (
        <LoadError text={errorText} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Spinner block label={loadingText} />
      ) : (
        <>
          {children(query.data)}
          <Pagination
            currentPage={query.data.meta.current_page}
            lastPage={query.data.meta.last_page}
            onChange={goTo}
            label={pagesLabel}
          />
        </>
      )}
    </section>
  );
}
