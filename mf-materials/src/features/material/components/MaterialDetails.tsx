import { useId, useState } from 'react';
import { routePath } from '@portal/contracts/routes';
import type { Material } from '@portal/contracts/schemas/entities';
import { Breadcrumb } from '@portal/shared-ui/components/Breadcrumb';
import { Icon } from '@portal/shared-ui/components/Icon';
import { BASIC_TYPE_LABELS } from '@portal/shared-ui/components/MaterialCard';
import { formatDate, parseDate } from '@portal/shared-ui/lib/date';
import { pathEntryHref } from '../../../lib/links';
import { useViewer } from '../../../lib/viewer';
import { AuthorLine } from './AuthorLine';
import { MaterialActions } from './MaterialActions';
import { MaterialPreview } from './MaterialPreview';
import styles from './MaterialDetails.module.css';

/** A browser shows PDFs and images inline; for the rest the preview call answers 404 (contracts). */
export function hasPreview(material: Material): boolean {
  if (material.type !== 'file') return false;
  return material.preview_url !== null || material.basic_type === 'pdf' || material.basic_type === 'image';
}

/** Title with its type icon, category path, author, date, description, link, actions and preview. */
export function MaterialDetails({ material }: { material: Material }) {
  const titleId = useId();
  const previewId = useId();
  const viewer = useViewer();
  const [previewShown, setPreviewShown] = useState(false);
  const published = parseDate(material.created_at);
  const description = material.description?.trim();

  return (
    <article className={styles.material} aria-labelledby={titleId}>
      <Breadcrumb
        items={[
          { label: 'Sākums', to: routePath('home') },
          ...material.path.map((entry) => ({ label: entry.title, to: pathEntryHref(entry) })),
          { label: material.title },
        ]}
      />
      <header className={styles.header}>
        <h1 id={titleId} className={styles.title}>
          <Icon
            name={material.basic_type}
            label={BASIC_TYPE_LABELS[material.basic_type]}
            size={36}
            className={styles[`type-${material.basic_type}`]}
          />
          <span>{material.title}</span>
        </h1>
        <div className={styles.meta}>
          <AuthorLine material={material} viewerId={viewer.id} />
          {published ? (
            <span>
              Publicēts <time dateTime={published.toISOString()}>{formatDate(published)}</time>
            </span>
          ) : null}
        </div>
      </header>
      {description ? <p className={styles.description}>{description}</p> : null}
      {material.type === 'link' && material.uri ? (
        <p className={styles.link}>
          Saite:{' '}
          <a href={material.uri} target="_blank" rel="noopener noreferrer">
            {material.uri}
          </a>
        </p>
      ) : null}
      <MaterialActions
        material={material}
        viewer={viewer}
        preview={
          hasPreview(material)
            ? { shown: previewShown, controls: previewId, toggle: () => setPreviewShown((shown) => !shown) }
            : null
        }
      />
      {previewShown ? <MaterialPreview id={previewId} material={material} /> : null}
    </article>
  );
}
