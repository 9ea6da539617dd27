import { useParams } from 'react-router-dom';
import { CategoryScreen } from '../features/categories/components/CategoryScreen';

/** /kategorija/:categoryNodeId/materiali (login required). */
export default function CategoryMaterialsPage() {
  const { categoryNodeId } = useParams();
  return <CategoryScreen key={categoryNodeId} id={categoryNodeId} variant="materials" />;
}
