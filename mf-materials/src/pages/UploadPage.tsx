import { useLocation } from '@portal/shared-ui/lib/router';
import { UploadScreen } from '../features/materialForm/components/UploadScreen';

/** /upload?type=file|link&categories=… (login required). Another preset starts afresh. */
export default function UploadPage() {
  const { search } = useLocation();
  return <UploadScreen key={search} />;
}
