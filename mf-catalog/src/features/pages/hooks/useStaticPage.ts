import { getPage } from '@portal/contracts/api/content';
import { useAsync } from '../../../lib/useAsync';

/** A static page by its slug ('noteikumi', 'about'). */
export function useStaticPage(slug: string | undefined) {
  const valid = slug?.trim() ? slug : null;
  const state = useAsync(valid === null ? null : `page:${valid}`, () => getPage(valid ?? ''));
  return { ...state, invalid: valid === null };
}
