import { useState } from 'react';
import { useNavigate } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import type { Material } from '@portal/contracts/schemas/entities';
import { Button, buttonClassName } from '@portal/shared-ui/components/Button';
import { Dialog } from '@portal/shared-ui/components/Dialog';
import { Icon } from '@portal/shared-ui/components/Icon';
import { useMaterialReactions } from '@portal/shared-ui/queries/materials';
import { useCanGoBack } from '../../../lib/links';
import type { Viewer } from '../../../lib/viewer';
import { useDeleteMaterial, useDownload } from '../api/material';
import styles from './MaterialActions.module.css';

export interface PreviewToggle {
  shown: boolean;
  /** the id of the preview region */
  controls: string;
  toggle: () => void;
}

export interface MaterialActionsProps {
  material: Material;
  viewer: Viewer;
  /** null when the material has no preview (links, kinds a browser cannot show) */
  preview: PreviewToggle | null;
}

/**
 * The buttons of spec §2.2 by role: the owner edits and deletes; a file is downloaded and
 * previewed, a link opened; a signed-in viewer who is not the owner likes and bookmarks.
 */
export function MaterialActions({ material, viewer, preview }: MaterialActionsProps) {
  const own = viewer.id !== null && material.owner_id === viewer.id;
  const { onLike, onBookmark } = useMaterialReactions();
  const download = useDownload(material.id);
  const navigate = useNavigate();
  const canGoBack = useCanGoBack();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteMaterial(material.id, () => {
    setConfirming(false);
    if (canGoBack) void navigate(-1);
    else void navigate(routePath('home'), { replace: true });
  });

  return (
    <div className={styles.actions}>
      {material.type === 'file' ? (
        <Button icon="download" loading={download.isPending} onClick={() => download.mutate()}>
          Lejuplādēt
        </Button>
      ) : null}
      {preview ? (
        <Button
          variant="secondary"
          icon="eye"
          aria-expanded={preview.shown}
          aria-controls={preview.shown ? preview.controls : undefined}
          onClick={preview.toggle}
        >
          {preview.shown ? 'Paslēpt priekšskatījumu' : 'Priekšskatīt'}
        </Button>
      ) : null}
      {material.type === 'link' && material.uri ? (
        <a className={buttonClassName({})} href={material.uri} target="_blank" rel="noopener noreferrer">
          <Icon name="external" size="1.25em" />
          Atvērt saiti
        </a>
      ) : null}
      {viewer.signedIn && !own ? (
        <>
          <Button
            variant="secondary"
            icon={material.is_liked ? 'heart-filled' : 'heart'}
            aria-pressed={material.is_liked}
            onClick={() => onLike(material)}
          >
            Patīk <span className={styles.count}>{material.likes}</span>
          </Button>
          <Button
            variant="secondary"
            icon={material.has_bookmark ? 'bookmark-filled' : 'bookmark'}
            aria-pressed={material.has_bookmark}
            onClick={() => onBookmark(material)}
          >
            Grāmatzīme
          </Button>
        </>
      ) : null}
      {own ? (
        <>
          <Button variant="secondary" icon="edit" to={routePath('material-edit', { id: material.id })}>
            Rediģēt
          </Button>
          <Button variant="secondary" icon="trash" onClick={() => setConfirming(true)}>
            Dzēst
          </Button>
        </>
      ) : null}
      <Dialog
        open={confirming}
        title="Dzēst materiālu?"
        size="small"
        onClose={() => {
          if (!remove.isPending) setConfirming(false);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={remove.isPending}>
              Atcelt
            </Button>
            <Button loading={remove.isPending} onClick={() => remove.mutate()}>
              Dzēst
            </Button>
          </>
        }
      >
        <p className={styles.confirm}>
          Materiāls „{material.title}” tiks izdzēsts kopā ar tā komentāriem. To nevarēs atjaunot.
        </p>
      </Dialog>
    </div>
  );
}
