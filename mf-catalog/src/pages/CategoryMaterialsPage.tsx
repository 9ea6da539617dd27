import { useParams } from '@portal/shared-ui/lib/router';
import { CategoryScreen } from '../features/categories/components/CategoryScreen';
import { MaterialBrowser } from '../features/materials/components/MaterialBrowser';

/** /kategorija/:categoryNodeId/materiali (login required). */
export default function CategoryMaterialsPage() {
  const { categoryNodeId } = useParams();
  return (
    <CategoryScreen
      key={categoryNodeId}
      id={categoryNodeId}
      variant="materials"
      // Spec §9: the list alone, in a 2/3/5 grid.
      materials={(node) => <MaterialBrowser key={node.id} categoryId={node.id} columns={{ sm: 2, md: 3, lg: 5 }} />}
    />
  );
}
