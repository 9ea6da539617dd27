import { useSearchParams } from '@portal/shared-ui/lib/router';

/** A list's page in the address (`?page=2`), so a reload or 'back' returns to it; pages start at 1. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const read = Number(params.get('page'));
  const page = Number.isInteger(read) && read > 1 ? read : 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
  return [page, setPage];
}
