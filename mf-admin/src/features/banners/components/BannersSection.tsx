import { Route, Routes } from '@portal/shared-ui/lib/router';
import { BannerEditor } from './BannerEditor';
import { BannerList } from './BannerList';

/** 'Baneri' (issue 19): the order and switches at /admin/baneri, a new banner at …/jauns, an edit at …/{id}. */
export default function BannersSection() {
  return (
    <Routes>
      <Route index element={<BannerList />} />
      <Route path="jauns" element={<BannerEditor />} />
      <Route path=":id" element={<BannerEditor />} />
    </Routes>
  );
}
