import { Route, Routes } from '@portal/shared-ui/lib/router';
import { PageEditor } from './PageEditor';
import { PageList } from './PageList';

/**
 * 'Lapas' (issue 19): the list at /admin/lapas, a new page at …/jauna, a page's edit at
 * …/rediget/{slug} (a page's address may be any word, 'jauna' too, so edits have a prefix of their own).
 */
export default function PagesSection() {
  return (
    <Routes>
      <Route index element={<PageList />} />
      <Route path="jauna" element={<PageEditor />} />
      <Route path="rediget/:slug" element={<PageEditor />} />
    </Routes>
  );
}
