import { useId } from 'react';
import { ARTICLE_STATES, type AdminArticleSummary, type ArticleState } from '@portal/contracts/schemas/admin/content';
import { Button } from '@portal/shared-ui/components/Button';
import { Select } from '@portal/shared-ui/components/Select';
import { formatDate } from '@portal/shared-ui/lib/date';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { Link } from '@portal/shared-ui/lib/router';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { AdminFrame } from '../../../lib/AdminFrame';
import { adminPath } from '../../../lib/adminPath';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import { ConfirmDialog } from '../../../lib/ConfirmDialog';
import { DeleteButton } from '../../../lib/DeleteButton';
import { ListSearch } from '../../../lib/ListSearch';
import { PagedList } from '../../../lib/PagedList';
import { useDeleteQuestion } from '../../../lib/useDeleteQuestion';
import { useListAddress } from '../../../lib/useListAddress';
import { useDeleteNews, useNewsList, useUpdateNews } from '../hooks/useNews';
import styles from './NewsList.module.css';

export const STATE_LABELS = { draft: 'Melnraksts', published: 'Publicēts' } as const;

const STATE_OPTIONS = [
  { value: 'all', label: 'Visi' },
  { value: 'draft', label: 'Melnraksti' },
  { value: 'published', label: 'Publicētie' },
];

/** 'Jaunumi': every post, drafts too, newest first; search, state, paging; publish, unpublish, delete. */
export function NewsList() {
  const stateId = useId();
  const address = useListAddress({ key: 'state', values: ARTICLE_STATES, fallback: 'all' });
  const { filter: state, page, q } = address;
  const query = useNewsList({ page, q, state });
  const update = useUpdateNews();
  const remove = useDeleteNews();
  const deletion = useDeleteQuestion((post: AdminArticleSummary) => remove.mutateAsync(post.id), 'Jaunums izdzēsts.');
  const notify = useNotifications((s) => s.notify);
  const filtered = q !== '' || state !== 'all';

  const togglePublished = async (post: AdminArticleSummary) => {
    try {
      await update.mutateAsync({ id: post.id, changes: { published: !post.published } });
      notify({ type: 'success', title: post.published ? 'Jaunums vairs nav publicēts.' : 'Jaunums publicēts.' });
    } catch (error) {
      notify({ type: 'error', title: (await describeFailure(error)).message });
    }
  };

  const columns: ColumnDef<AdminArticleSummary>[] = [
    {
      id: 'title',
      header: 'Nosaukums',
      cell: ({ row: { original: post } }) => (
        <Link to={adminPath('jaunumi', post.id)} className={styles.title}>
          {post.title}
        </Link>
      ),
    },
    {
      id: 'state',
      header: 'Stāvoklis',
      cell: ({ row: { original: post } }) => (
        <span className={post.published ? styles.published : styles.draft}>
          {post.published ? STATE_LABELS.published : STATE_LABELS.draft}
        </span>
      ),
    },
    {
      id: 'date',
      header: 'Datums',
      cell: ({ row: { original: post } }) => <time dateTime={post.created_at}>{formatDate(post.created_at)}</time>,
    },
    {
      id: 'actions',
      header: 'Darbības',
      cell: ({ row: { original: post } }) => (
        <div className={styles.actions}>
          <Button
            size="small"
            variant="secondary"
            aria-label={`${post.published ? 'Atsaukt publicēšanu' : 'Publicēt'}: ${post.title}`}
            loading={update.isPending && update.variables?.id === post.id}
            onClick={() => void togglePublished(post)}
          >
            {post.published ? 'Atsaukt publicēšanu' : 'Publicēt'}
          </Button>
          <DeleteButton name={post.title} onClick={() => deletion.ask(post)} />
        </div>
      ),
    },
  ];

  return (
    <AdminFrame
      title="Jaunumi"
      actions={
        <Button to={adminPath('jaunumi', 'jauns')} variant="primary" icon="plus">
          Jauns jaunums
        </Button>
      }
    >
      <div className={styles.filters}>
        <ListSearch label="Meklēt jaunumos" value={q} onSearch={address.setQuery} />
        <div className={styles.state}>
          <label htmlFor={stateId}>Rādīt</label>
          <Select
            id={stateId}
            options={STATE_OPTIONS}
            value={state}
            onChange={(event) => address.setFilter(event.target.value as ArticleState)}
          />
        </div>
      </div>
      <PagedList
        query={query}
        address={address}
        loadingText="Ielādē jaunumus..."
        errorText="Neizdevās ielādēt jaunumus."
        pagesLabel="Jaunumu lapas"
      >
        {(answer) => (
          <AdminTable
            caption={`Jaunumi (${answer.meta.total})`}
            columns={columns}
            rows={answer.data}
            rowKey={(post) => post.id}
            empty={
              filtered
                ? 'Neviens jaunums neatbilst meklētajam.'
                : 'Vēl nav neviena jaunuma. Raksti pirmo ar „Jauns jaunums”.'
            }
          />
        )}
      </PagedList>
      <ConfirmDialog title="Dzēst jaunumu?" confirm="Dzēst" {...deletion.dialog}>
        <p>{`Jaunums „${deletion.item?.title ?? ''}” tiks izdzēsts kopā ar tā attēlu. To nevarēs atjaunot.`}</p>
      </ConfirmDialog>
    </AdminFrame>
  );
}
