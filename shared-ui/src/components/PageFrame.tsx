import { useId, type ReactNode, type Ref } from 'react';
import { Breadcrumb, type BreadcrumbItem } from '@portal/shared-ui/components/Breadcrumb';
import styles from './PageFrame.module.css';

export interface PageFrameProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The h1's id (for `aria-labelledby` elsewhere); one is made when not given. */
  titleId?: string;
  /** Something before the title's text in the h1 (the material's type icon). */
  titleIcon?: ReactNode;
  /** For a page that moves focus to its heading (a step of a form); gives the h1 tabIndex -1. */
  titleRef?: Ref<HTMLHeadingElement>;
  /** The path to the page (spec: category, material, news, profile categories); none on a top page. */
  breadcrumb?: readonly BreadcrumbItem[];
  /** Beside the title on wide screens, under it on narrow ones (the upload button, edit, delete). */
  actions?: ReactNode;
  /** Under the title, before the content: a description, a date, an author line. */
  intro?: ReactNode;
  /** 'form': a page-level form at reading width, on the page like every other (no card). */
  width?: 'full' | 'form';
  /** 'article' when the page is one self-contained piece (a news post, a static page). */
  as?: 'section' | 'article';
  children?: ReactNode;
}

/**
 * Every page's frame (issue 18, one product): the breadcrumb row, the h1 in the type scale, the
 * page's actions beside it and one spacing from the header to the h1 and from the h1 to the content.
 * The breadcrumb row keeps its height on a page without one, so the h1 starts at the same place
 * on every screen of every app.
 */
export function PageFrame({
  title,
  titleId,
  titleIcon,
  titleRef,
  breadcrumb,
  actions,
  intro,
  width = 'full',
  as: Element = 'section',
  children,
}: PageFrameProps) {
  const madeId = `${useId()}-title`;
  const headingId = titleId ?? madeId;
  return (
    <Element className={[styles.frame, styles[width]].join(' ')} aria-labelledby={headingId}>
      <div className={styles.crumbs}>{breadcrumb?.length ? <Breadcrumb items={breadcrumb} /> : null}</div>
      <div className={styles.head}>
        <div className={styles.titleRow}>
          <h1 id={headingId} ref={titleRef} tabIndex={titleRef ? -1 : undefined} className={styles.title}>
            {titleIcon}
            {title}
          </h1>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {intro}
      </div>
      <div className={styles.body}>{children}</div>
    </Element>
  );
}
