import { useParams } from '@portal/shared-ui/lib/router';
import { CategoryScreen } from '../features/categories/components/CategoryScreen';
import { MaterialBrowser } from '../features/materials/components/MaterialBrowser';

/** /kategorija/:categoryNodeId (login required: the shell's guard sees to that). */
export default function CategoryPage() {
  const { categoryNodeId } = useParams();
  return (
    <CategoryScreen
      key={categoryNodeId}
      id={categoryNodeId}
      variant="category"
      // Spec §9: a 2/3/4 grid under the description and the sub-category tiles.
      materials={(node) => <MaterialBrowser key={node.id} categoryId={node.id} columns={{ sm: 2, md: 3, lg: 4 }} />}
    />
  );
}
