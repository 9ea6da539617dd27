import { useParams } from '@portal/shared-ui/lib/router';
import { CommentsBlock } from '../features/comments/components/CommentsBlock';
import { MaterialScreen } from '../features/material/components/MaterialScreen';

/** /material/:id (login required: the shell's guard sees to that). A new id is a new visit. */
export default function MaterialPage() {
  const { id } = useParams();
  return <MaterialScreen key={id} id={id} after={(material) => <CommentsBlock material={material} />} />;
}
