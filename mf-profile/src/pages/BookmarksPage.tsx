import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { BookmarkList } from '../features/bookmarks/components/BookmarkList';
import { OwnProfileLayout } from '../lib/OwnProfileLayout';

export const BOOKMARKS_TITLE = 'Manas grāmatzīmes';

/** /profils/gramatzimes: the sidebar and the bookmarked materials, a page at a time (spec §2.2). */
export default function BookmarksPage() {
  useDocumentTitle(BOOKMARKS_TITLE);
  return (
    <OwnProfileLayout title={BOOKMARKS_TITLE}>
      <BookmarkList />
    </OwnProfileLayout>
  );
}
