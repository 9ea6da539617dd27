import { Route, Routes } from '@portal/shared-ui/lib/router';
import { NewsEditor } from './NewsEditor';
import { NewsList } from './NewsList';

/** 'Jaunumi' (issue 19): the list at /admin/jaunumi, a new post at …/jauns, a post's edit at …/{id}. */
export default function NewsSection() {
  return (
    <Routes>
      <Route index element={<NewsList />} />
      <Route path="jauns" element={<NewsEditor />} />
      <Route path=":id" element={<NewsEditor />} />
    </Routes>
  );
}
