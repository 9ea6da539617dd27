import type { Material } from '@portal/contracts/schemas/entities';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { isNotFound } from '../../../lib/httpStatus';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { useMaterialPreview } from '../api/material';
import styles from './MaterialPreview.module.css';

/**
 * The inline preview (spec §2.2, §4): its address is asked for when it appears. Images are shown
 * as an image, PDFs in the browser's own viewer.
 */
export function MaterialPreview({ id, material }: { id: string; material: Material }) {
  const preview = useMaterialPreview(material.id);
  const label = `Priekšskatījums: ${material.title}`;
  let content;
  if (preview.isPending) content = <Spinner block label="Ielādē priekšskatījumu..." />;
  else if (preview.isError)
    content = isNotFound(preview.error) ? (
      <p className={styles.unavailable}>Šim materiālam priekšskatījums nav pieejams.</p>
    ) : (
      <LoadError text="Neizdevās ielādēt priekšskatījumu." onRetry={() => void preview.refetch()} />
    );
  else if (material.basic_type === 'image') content = <img className={styles.image} src={preview.data} alt={label} />;
  else content = <iframe className={styles.frame} src={preview.data} title={label} />;
  return (
    <section id={id} className={styles.preview} aria-label="Priekšskatījums">
      {content}
    </section>
  );
}
