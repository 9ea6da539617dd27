import { useParams } from 'react-router-dom';
import { EditScreen } from '../features/materialForm/components/EditScreen';

/** /material/:id/edit (login required; the owner's only). */
export default function MaterialEditPage() {
  const { id } = useParams();
  return <EditScreen key={id} id={id} />;
}
