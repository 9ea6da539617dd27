import { useId, type ReactNode } from 'react';
import { NavLink } from '@portal/shared-ui/lib/router';
import { routePath } from '@portal/contracts/routes';
import type { InboxStats, PublicUser, UserStatistics } from '@portal/contracts/schemas/entities';
import { useMediaQuery } from '@portal/shared-ui/lib/mediaQuery';
import { plural, type PluralForms } from '@portal/shared-ui/lib/plural';
import { Avatar } from '@portal/shared-ui/components/Avatar';
import { Button } from '@portal/shared-ui/components/Button';
import { Icon, type IconGlyph } from '@portal/shared-ui/components/Icon';
import { Statistics } from '@portal/shared-ui/components/Statistics';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import styles from './ProfileSidebar.module.css';

export const EDIT_PROFILE_TEXT = 'Rediģēt profilu';
export const MORE_TEXT = 'Vairāk par profilu';

/** Phones: the sidebar stands above the materials, so its longer parts fold away (see the CSS). */
const PHONE = '(max-width: 639.98px)';

export type SidebarUser = Pick<PublicUser, 'name' | 'school' | 'description' | 'avatar'> & {
  /** The own pseudonym: this sidebar is only ever shown to its owner, so it may say it. */
  pseudonym?: string | null;
};

export interface ProfileSidebarProps {
  /** The signed-in teacher; null while loading (the sidebar keeps its size). */
  user: SidebarUser | null;
  /** 'Kopējā statistika'; null while loading. */
  statistics: UserStatistics | null;
  /** New comments and messages (the header's counters, useInboxStats). */
  inbox: InboxStats;
  /** More of the teacher's own actions, under 'Rediģēt profilu' (the own profile's 'Izrakstīties visur'). */
  actions?: ReactNode;
}

interface SectionLink {
  to: string;
  label: string;
  icon: IconGlyph;
  /** New items: a badge, shown only above zero, as in the header. */
  count?: number;
  news?: PluralForms;
  /** Marked current only on its own address, not below it (/profils under /profils/gramatzimes). */
  end?: boolean;
}

function SidebarLink({ to, label, icon, count = 0, news, end }: SectionLink) {
  return (
    <NavLink
      to={to}
      end={end}
      className={({ isActive }) => [styles.link, isActive ? styles.active : ''].filter(Boolean).join(' ')}
    >
      <Icon name={icon} size={20} />
      <span className={styles.linkText}>{label}</span>
      {count > 0 && news ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {count}
          </span>
          <VisuallyHidden>{` (${plural(count, news)})`}</VisuallyHidden>
        </>
      ) : null}
    </NavLink>
  );
}

/**
 * The own profile's sidebar (spec §2.2): avatar, name, school, description, links to the own
 * materials, bookmarks, comments and messages (the last two with badges of new ones), the totals
 * and 'Rediģēt profilu', with the page's further actions under it.
 */
export function ProfileSidebar({ user, statistics, inbox, actions }: ProfileSidebarProps) {
  const navId = useId();
  const description = user?.description?.trim();
  const phone = useMediaQuery(PHONE);
  return (
    <aside className={styles.sidebar} aria-label="Mans profils" aria-busy={user === null || undefined}>
      <div className={styles.person}>
        <Avatar src={user?.avatar?.full_url} name={user?.name ?? ''} size={80} decorative />
        <div className={styles.names}>
          <h2 className={styles.name}>{user?.name ?? '\u00a0'}</h2>
          {user?.school ? <p className={styles.school}>{user.school.title}</p> : null}
          {user?.pseudonym ? <p className={styles.school}>Pseidonīms: {user.pseudonym}</p> : null}
        </div>
      </div>
      <nav aria-labelledby={navId}>
        <VisuallyHidden id={navId}>Profila sadaļas</VisuallyHidden>
        <ul className={styles.links}>
          <li>
            <SidebarLink to={routePath('profile')} label="Mani materiāli" icon="upload" end />
          </li>
          <li>
            <SidebarLink to={routePath('profile.bookmarks')} label="Manas grāmatzīmes" icon="bookmark" />
          </li>
          <li>
            <SidebarLink
              to={routePath('inbox.comments')}
              label="Komentāri"
              icon="comment"
              count={inbox.newCommentsCount}
              news={{ one: '{n} jauns komentārs', many: '{n} jauni komentāri' }}
            />
          </li>
          <li>
            <SidebarLink
              to={routePath('inbox.messages')}
              label="Ziņas"
              icon="mail"
              count={inbox.newMessagesCount}
              news={{ one: '{n} jauna ziņa', many: '{n} jaunas ziņas' }}
            />
          </li>
        </ul>
      </nav>
      {/* Open on larger screens (its summary hidden there); folded on a phone, one tap away. */}
      <details className={styles.more} open={!phone}>
        <summary className={styles.summary}>{MORE_TEXT}</summary>
        <div className={styles.moreContent}>
          {description ? <p className={styles.description}>{description}</p> : null}
          <Statistics statistics={statistics} headingLevel={3} />
          <Button to={routePath('profile.edit')} variant="secondary" icon="edit" fullWidth>
            {EDIT_PROFILE_TEXT}
          </Button>
          {actions}
        </div>
      </details>
    </aside>
  );
}
