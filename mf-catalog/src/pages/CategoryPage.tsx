import { useParams } from 'react-router-dom';
import { CategoryScreen } from '../features/categories/components/CategoryScreen';

/** /kategorija/:categoryNodeId (login required: the shell's guard sees to that). */
export default function CategoryPage() {
  const { categoryNodeId } = useParams();
  return <CategoryScreen key={categoryNodeId} id={categoryNodeId} variant="category" />;
}
