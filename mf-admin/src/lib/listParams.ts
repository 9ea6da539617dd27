import { useCallback } from 'react';
import { useSearchParams } from '@portal/shared-ui/lib/router';
import { readPage } from '@portal/shared-ui/lib/listQuery';

/**
 * An administration list's page, search and filters, kept in the address (`?q=…&page=2`) so that
 * back, forward and reload show the same list. A new search or filter starts again at page 1.
 */
export function useListParams<TKey extends string>(keys: readonly TKey[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<TKey, string>;
  const page = readPage(params.get('page'));

  const set = useCallback(
    (changes: Partial<Record<TKey | 'page', string | number>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (!('page' in changes)) next.delete('page');
        for (const [key, value] of Object.entries(changes)) {
          const text = String(value ?? '');
          if (text === '' || (key === 'page' && text === '1')) next.delete(key);
          else next.set(key, text);
        }
        return next;
      });
    },
    [setParams],
  );
  return { ...values, page, set };
}
