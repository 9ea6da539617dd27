import type { Material } from '@portal/contracts/schemas/entities';
import { Button } from '@portal/shared-ui/components/Button';
import { MaterialCard } from '@portal/shared-ui/components/MaterialCard';
import { materialHref } from '../../../lib/links';
import styles from './UploadDone.module.css';

/** Step 3: the material as it now is in the portal, and the way back to the first step. */
export function UploadDone({ material, onAgain }: { material: Material; onAgain: () => void }) {
  return (
    <div className={styles.done}>
      <p className={styles.text}>Paldies! Tavs materiāls ir pievienots portālam.</p>
      <div className={styles.card}>
        <MaterialCard material={material} to={materialHref(material.id)} own signedIn headingLevel={2} />
      </div>
      <div>
        <Button variant="secondary" icon="plus" onClick={onAgain}>
          Pievienot vēl vienu materiālu
        </Button>
      </div>
    </div>
  );
}
