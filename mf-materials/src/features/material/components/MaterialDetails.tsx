import { useId, useState, type ReactNode } from 'react';
import { routePath } from '@portal/contracts/routes';
import type { Material } from '@portal/contracts/schemas/entities';
import { Icon } from '@portal/shared-ui/components/Icon';
import { BASIC_TYPE_LABELS } from '@portal/shared-ui/components/MaterialCard';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { formatDate, parseDate } from '@portal/shared-ui/lib/date';
import { pathEntryHref } from '../../../lib/links';
import { useViewer } from '../../../lib/viewer';
import { AuthorLine } from './AuthorLine';
import { HiddenNotice } from './HiddenNotice';
import { MaterialActions } from './MaterialActions';
import { MaterialPreview } from './MaterialPreview';
import styles from './MaterialDetails.module.css';

/** A browser shows PDFs and images inline; for the rest the preview call answers 404 (contracts). */
export function hasPreview(material: Material): boolean {
  if (material.type !== 'file') return false;
  return material.preview_url !== null || material.basic_type === 'pdf' || material.basic_type === 'image';
}

export interface MaterialDetailsProps {
  material: Material;
  /** Beside the actions: what the page adds about the material (issue 19: reporting, hiding). */
  tools?: ReactNode;
  /** After the material: its comments. */
  children?: ReactNode;
}

/**
 * In the page frame: title with its type icon, category path, author, date; then the hidden notice
 * (its owner and administrators, issue 19), description, link, actions and preview, and what the
 * page adds after them (`children`: the comments).
 */
export function MaterialDetails({ material, tools, children }: MaterialDetailsProps) {
  const titleId = useId();
  const previewId = useId();
  const viewer = useViewer();
  const [previewShown, setPreviewShown] = useState(false);
  const published = parseDate(material.created_at);
  const description = material.description?.trim();

  return (
    <PageFrame
      titleId={titleId}
      titleIcon={
        <Icon
          name={material.basic_type}
          label={BASIC_TYPE_LABELS[material.basic_type]}
          size="1em"
          className={[styles.typeIcon, styles[`type-${material.basic_type}`]].join(' ')}
        />
      }
      title={<span>{material.title}</span>}
      breadcrumb={[
        { label: 'Sākums', to: routePath('home') },
        ...material.path.map((entry) => ({ label: entry.title, to: pathEntryHref(entry) })),
        { label: material.title },
      ]}
      intro={
        <div className={styles.meta}>
          <AuthorLine material={material} viewerId={viewer.id} />
          {published ? (
            <span>
              Publicēts <time dateTime={published.toISOString()}>{formatDate(published)}</time>
            </span>
          ) : null}
        </div>
      }
    >
      <div className={styles.screen}>
        <article className={styles.material} aria-labelledby={titleId}>
          {material.hidden ? (
            <HiddenNotice hidden={material.hidden} own={viewer.id !== null && material.owner_id === viewer.id} />
          ) : null}
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
          {tools}
          {previewShown ? <MaterialPreview id={previewId} material={material} /> : null}
        </article>
        {children}
      </div>
    </PageFrame>
  );
}
