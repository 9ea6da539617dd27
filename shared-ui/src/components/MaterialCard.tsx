import { useId } from 'react';
import { Link } from '@portal/shared-ui/lib/router';
import type { BasicType } from '@portal/contracts/constants';
import type { Material } from '@portal/contracts/schemas/entities';
import { formatDate } from '@portal/shared-ui/lib/date';
import { plural } from '@portal/shared-ui/lib/plural';
import { Icon, type IconGlyph } from '@portal/shared-ui/components/Icon';
import { IconButton } from '@portal/shared-ui/components/IconButton';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import styles from './MaterialCard.module.css';

/** Screen-reader names of the material types (the icon is the only visible cue). */
export const BASIC_TYPE_LABELS: Record<BasicType, string> = {
  link: 'Saite',
  excel: 'Excel fails',
  word: 'Word fails',
  powerpoint: 'PowerPoint fails',
  pdf: 'PDF fails',
  image: 'Attēls',
  generic: 'Fails',
};

export interface MaterialCardProps {
  material: Material;
  /** Where the card leads (the material page). */
  to: string;
  /** The viewer owns it: counts instead of like/bookmark (spec §2.2). */
  own?: boolean;
  signedIn?: boolean;
  onLike?: (material: Material) => void;
  onBookmark?: (material: Material) => void;
  /** Heading level of the title within the page outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

function Count({ icon, value, forms }: { icon: IconGlyph; value: number; forms: { one: string; many: string } }) {
  return (
    <span className={styles.count}>
      <Icon name={icon} size={18} />
      <span aria-hidden="true">{value}</span>
      <VisuallyHidden>{plural(value, forms)}</VisuallyHidden>
    </span>
  );
}

export function MaterialCard({
  material,
  to,
  own = false,
  signedIn = false,
  onLike,
  onBookmark,
  headingLevel = 3,
}: MaterialCardProps) {
  const titleId = `${useId()}-title`;
  const Heading = `h${headingLevel}` as const;
  const path = material.path.map((entry) => entry.title).filter(Boolean);
  const canReact = signedIn && !own;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <Icon name={material.basic_type} size={36} label={BASIC_TYPE_LABELS[material.basic_type]} />
        <Heading id={titleId} className={styles.title}>
          {/* Three lines are drawn; the rest shows as the tooltip, and the link is named by the whole title. */}
          <Link to={to} className={styles.link} title={material.title}>
            {material.title}
          </Link>
        </Heading>
      </div>
      {path.length > 0 ? <p className={styles.path}>{path.join(' › ')}</p> : null}
      <p className={styles.author}>{material.signature}</p>
      {/* Hidden by an administrator (issue 19): only its owner's own lists still show it, marked. */}
      {material.hidden ? (
        <p className={styles.hidden}>
          <strong>Paslēpts</strong>
          {material.hidden.reason ? `: ${material.hidden.reason}` : null}
        </p>
      ) : null}
      {/* Own cards: the counts on a row of their own above the date, on every own card, so footers line
          up; others: like and bookmark stay on the date's row. */}
      <div className={styles.footer}>
        {own ? (
          <div className={styles.counts}>
            <Count icon="heart" value={material.likes} forms={{ one: '{n} patīk atzīme', many: '{n} patīk atzīmes' }} />
            <Count icon="eye" value={material.views} forms={{ one: '{n} skatījums', many: '{n} skatījumi' }} />
            <Count
              icon="download"
              value={material.downloads}
              forms={{ one: '{n} lejuplāde', many: '{n} lejuplādes' }}
            />
          </div>
        ) : null}
        <div className={styles.dateRow}>
          <time className={styles.date} dateTime={material.created_at}>
            {formatDate(material.created_at)}
          </time>
          {canReact ? (
            <div className={styles.actions}>
              <IconButton
                icon="heart"
                pressedIcon="heart-filled"
                label="Patīk"
                pressed={material.is_liked}
                size="small"
                onClick={() => onLike?.(material)}
              />
              <IconButton
                icon="bookmark"
                pressedIcon="bookmark-filled"
                label="Grāmatzīme"
                pressed={material.has_bookmark}
                size="small"
                onClick={() => onBookmark?.(material)}
              />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
