import type { ReactNode } from 'react';
import type { BreadcrumbItem } from '@portal/shared-ui/components/Breadcrumb';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { ProfileSidebar } from '@portal/shared-ui/components/ProfileSidebar';
import { useInboxStats } from '@portal/shared-ui/queries/inbox';
import { useSession } from '@portal/shared-ui/stores/session';
import { useUserStatistics } from './statistics';
import styles from './OwnProfileLayout.module.css';

export interface OwnProfileLayoutProps {
  /** The page's h1 (the screen's name, spec §2.2). */
  title: string;
  /** Above the title: the breadcrumb of 'Materiālu sadalījums'. */
  breadcrumb?: readonly BreadcrumbItem[];
  /** The page's own actions in the sidebar, under 'Rediģēt profilu'. */
  sidebarActions?: ReactNode;
  children: ReactNode;
}

/**
 * The signed-in teacher's pages (own profile, 'Materiālu sadalījums', bookmarks): the profile
 * sidebar beside the page's content. The user comes from the session (the shell's guard has
 * loaded it); the totals and the inbox counters are queries of their own.
 */
export function OwnProfileLayout({ title, breadcrumb, sidebarActions, children }: OwnProfileLayoutProps) {
  const user = useSession((state) => state.user);
  const statistics = useUserStatistics(user?.id ?? null);
  const inbox = useInboxStats();
  return (
    // The frame's h1 is above both columns, so the outline starts with the page's name before the sidebar's.
    <PageFrame title={title} breadcrumb={breadcrumb}>
      <div className={styles.layout}>
        <ProfileSidebar user={user} statistics={statistics.data ?? null} inbox={inbox} actions={sidebarActions} />
        <div className={styles.main}>{children}</div>
      </div>
    </PageFrame>
  );
}
