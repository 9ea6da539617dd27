import { useNavigate } from '@portal/shared-ui/lib/router';
import { NotFound } from '@portal/shared-ui/components/NotFound';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';
import { isNotFound } from '../../../lib/httpStatus';
import { useCanGoBack, materialHref } from '../../../lib/links';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { readMaterialId, useMaterial } from '../../../lib/materialQuery';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useViewer } from '../../../lib/viewer';
import { MaterialForm } from './MaterialForm';
import styles from './UploadScreen.module.css';

/** 'Mainīt materiālu' (spec §2.2): the material form loaded with the owner's material. */
export function EditScreen({ id }: { id: string | undefined }) {
  const materialId = readMaterialId(id);
  const material = useMaterial(materialId);
  const viewer = useViewer();
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const error = shownError(material);
  useDocumentTitle('Mainīt materiālu');

  if (materialId === null || isNotFound(material.error)) return <NotFound title="Materiāls nav atrasts" />;
  if (error) return <LoadError text="Neizdevās ielādēt materiālu." onRetry={() => void material.refetch()} />;
  if (!material.data || viewer.id === null) return <Spinner block label="Ielādē materiālu..." />;
  if (material.data.owner_id !== viewer.id)
    return <NotFound title="Šo materiālu nevari mainīt" text="Mainīt var tikai savus materiālus." />;

  // 'Atpakaļ' is one step back (the material page it was opened from); so is a saved change.
  const back = () => {
    if (canGoBack) void navigate(-1);
    else void navigate(materialHref(materialId), { replace: true });
  };
  return (
    <PageFrame title="Mainīt materiālu" width="form">
      <div className={styles.screen}>
        <MaterialForm type={material.data.type} material={material.data} onBack={back} onSaved={back} />
      </div>
    </PageFrame>
  );
}
