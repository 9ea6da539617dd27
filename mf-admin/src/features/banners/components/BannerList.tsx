import { useLayoutEffect, useRef } from 'react';
import type { AdminBanner } from '@portal/contracts/schemas/admin/content';
import { Button } from '@portal/shared-ui/components/Button';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { VisuallyHidden } from '@portal/shared-ui/components/VisuallyHidden';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { Link } from '@portal/shared-ui/lib/router';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { AdminFrame } from '../../../lib/AdminFrame';
import { adminPath } from '../../../lib/adminPath';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { DeleteButton } from '../../../lib/DeleteButton';
import { useDeleteQuestion } from '../../../lib/useDeleteQuestion';
import { useBannerList, useDeleteBanner, useUpdateBanner } from '../hooks/useBanners';
import { FrontPageSwitches } from './FrontPageSwitches';
import styles from './BannerList.module.css';

type Direction = 'up' | 'down';

/**
 * 'Baneri': the home page's switches, then every banner in the slider's order with its picture,
 * title, target and on/off; 'Augstāk'/'Zemāk' move one a place (the focus stays on the moved
 * banner's button, or its other one once it reaches an end); delete with a question.
 */
export function BannerList() {
  const query = useBannerList();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const deletion = useDeleteQuestion((banner: AdminBanner) => remove.mutateAsync(banner.id), 'Baneris izdzēsts.');
  const notify = useNotifications((s) => s.notify);
  /** The banner last moved with its buttons, whose button the focus is given back to. */
  const moving = useRef<{ id: number; direction: Direction } | null>(null);
  const table = useRef<HTMLDivElement>(null);
  const failed = shownError(query);
  const banners = query.data ?? [];

  // After a move the rows are in their new order. Moving a row (or disabling its button at an end
  // of the list) takes the focus away from it: the moved banner's button gets it back, or its other
  // one once it reached an end. Focus that went anywhere else is left there.
  useLayoutEffect(() => {
    const moved = moving.current;
    if (!moved) return;
    const button = (direction: Direction) =>
      table.current?.querySelector<HTMLButtonElement>(`[data-move="${moved.id}-${direction}"]`);
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    const own = active !== null && (active === button('up') || active === button('down'));
    if (!lost && !own) {
      moving.current = null;
      return;
    }
    // Still on one of the banner's buttons that works: that is where the person is.
    if (own && !(active as HTMLButtonElement).disabled) return;
    const same = button(moved.direction);
    const target = same && !same.disabled ? same : button(moved.direction === 'up' ? 'down' : 'up');
    target?.focus();
  }, [query.data]);

  const move = async (banner: AdminBanner, direction: Direction) => {
    moving.current = { id: banner.id, direction };
    try {
      await update.mutateAsync({
        id: banner.id,
        changes: { position: banner.position + (direction === 'up' ? -1 : 1) },
      });
    } catch (error) {
      notify({ type: 'error', title: (await describeFailure(error)).message });
    }
  };

  const toggle = async (banner: AdminBanner, active: boolean) => {
    try {
      await update.mutateAsync({ id: banner.id, changes: { active } });
      notify({
        type: 'success',
        title: active ? 'Baneris tiek rādīts sākumlapā.' : 'Baneris sākumlapā vairs netiek rādīts.',
      });
    } catch (error) {
      notify({ type: 'error', title: (await describeFailure(error)).message });
    }
  };

  const columns: ColumnDef<AdminBanner>[] = [
    {
      id: 'position',
      header: 'Vieta',
      cell: ({ row: { original: banner } }) => `${banner.position}.`,
    },
    {
      id: 'picture',
      header: 'Attēls',
      cell: ({ row: { original: banner } }) =>
        banner.image ? (
          // The title beside it names the banner; the picture adds nothing to read.
          <img src={banner.image.full_url} alt="" className={styles.picture} width={150} height={50} />
        ) : (
          <span className={styles.muted}>Nav attēla (netiek rādīts)</span>
        ),
    },
    {
      id: 'title',
      header: 'Nosaukums un saite',
      cell: ({ row: { original: banner } }) => (
        <div className={styles.text}>
          <Link to={adminPath('baneri', banner.id)} className={styles.title}>
            {banner.title}
          </Link>
          <span className={styles.target}>{banner.target_url ?? 'Bez saites'}</span>
        </div>
      ),
    },
    {
      id: 'active',
      header: 'Rādīt',
      cell: ({ row: { original: banner } }) => (
        <Checkbox
          label={
            <>
              Rādīt<VisuallyHidden>{` sākumlapā: ${banner.title}`}</VisuallyHidden>
            </>
          }
          checked={banner.active}
          onChange={(event) => void toggle(banner, event.target.checked)}
        />
      ),
    },
    {
      id: 'order',
      header: 'Secība',
      cell: ({ row: { original: banner } }) => (
        <div className={styles.order}>
          <Button
            size="small"
            variant="secondary"
            aria-label={`Augstāk: ${banner.title}`}
            data-move={`${banner.id}-up`}
            disabled={banner.position <= 1}
            onClick={() => void move(banner, 'up')}
          >
            Augstāk
          </Button>
          <Button
            size="small"
            variant="secondary"
            aria-label={`Zemāk: ${banner.title}`}
            data-move={`${banner.id}-down`}
            disabled={banner.position >= banners.length}
            onClick={() => void move(banner, 'down')}
          >
            Zemāk
          </Button>
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Darbības',
      cell: ({ row: { original: banner } }) => (
        <DeleteButton name={banner.title} onClick={() => deletion.ask(banner)} />
      ),
    },
  ];

  return (
    <AdminFrame
      title="Baneri"
      intro="Sākumlapas slīdrādē baneri tiek rādīti šajā secībā; izslēgtie un baneri bez attēla netiek rādīti."
      actions={
        <Button to={adminPath('baneri', 'jauns')} variant="primary" icon="plus">
          Jauns baneris
        </Button>
      }
    >
      <FrontPageSwitches />
      {failed ? (
        <LoadError text="Neizdevās ielādēt banerus." onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Spinner block label="Ielādē banerus..." />
      ) : (
        <div ref={table}>
          <AdminTable
            caption="Baneri slīdrādes secībā"
            columns={columns}
            rows={banners}
            rowKey={(banner) => banner.id}
            empty="Vēl nav neviena banera. Pievieno pirmo ar „Jauns baneris”."
          />
        </div>
      )}
      <ConfirmDialog title="Dzēst baneri?" confirm="Dzēst" {...deletion.dialog}>
        <p>{`Baneris „${deletion.item?.title ?? ''}” tiks izdzēsts kopā ar tā attēlu.`}</p>
      </ConfirmDialog>
    </AdminFrame>
  );
}
