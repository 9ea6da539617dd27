import { useParams } from '@portal/shared-ui/lib/router';
import { EditScreen } from '../features/materialForm/components/EditScreen';

/** /material/:id/edit (login required; the owner's only). */
export default function MaterialEditPage() {
  const { id } = useParams();
  return <EditScreen key={id} id={id} />;
}
