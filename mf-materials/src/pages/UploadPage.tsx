import { useLocation } from 'react-router-dom';
import { UploadScreen } from '../features/materialForm/components/UploadScreen';

/** /upload?type=file|link&categories=… (login required). Another preset starts afresh. */
export default function UploadPage() {
  const { search } = useLocation();
  return <UploadScreen key={search} />;
}
