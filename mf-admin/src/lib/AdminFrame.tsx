import type { ReactNode } from 'react';
import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import type { BreadcrumbItem } from '@portal/shared-ui/components/Breadcrumb';
import { adminPath } from './adminPath';
import { AdminNav } from './AdminNav';
import { ADMIN_TITLE } from './sections';
import styles from './AdminFrame.module.css';

export interface AdminFrameProps {
  /** The screen's h1: the section's name, or what a sub-page edits ('Jauns jaunums'). */
  title: string;
  /** The way back up from a sub-page: its section, e.g. { label: 'Jaunumi', path: 'jaunumi' }. */
  parent?: { label: string; path: string };
  actions?: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * Every administration screen's frame: the portal's page frame (its h1 where every page has it),
 * 'Administrēšana' in the breadcrumb, and the sections' menu beside the content (above it on a phone).
 */
export function AdminFrame({ title, parent, actions, intro, children }: AdminFrameProps) {
  const breadcrumb: BreadcrumbItem[] = [{ label: ADMIN_TITLE, to: adminPath() }];
  if (parent) breadcrumb.push({ label: parent.label, to: adminPath(parent.path) });
  breadcrumb.push({ label: title });
  return (
    <PageFrame title={title} breadcrumb={breadcrumb} actions={actions} intro={intro}>
      <div className={styles.layout}>
        <AdminNav />
        <div className={styles.content}>{children}</div>
      </div>
    </PageFrame>
  );
}
