import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from '@portal/shared-ui/lib/router';
import { MESSAGE_SEARCH_DEBOUNCE_MS } from '@portal/contracts/constants';
import { Button } from '@portal/shared-ui/components/Button';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { TextInput } from '@portal/shared-ui/components/TextInput';
import { isLoading, shownError } from '@portal/shared-ui/lib/queryState';
import { useViewerId } from '../../../lib/viewer';
import { useThreadList, type ThreadListFilter } from '../api/messages';
import { useDebouncedCallback } from '../hooks/useDebouncedCallback';
import { NewMessageForm } from './NewMessageForm';
import { ThreadList } from './ThreadList';
import { ThreadView } from './ThreadView';
import styles from './MessagesInbox.module.css';

export const NEW_MESSAGE_TEXT = 'Jauna ziņa';
export const CANCEL_TEXT = 'Atcelt';
export const SEARCH_PLACEHOLDER = 'Meklēt...';
export const PICK_THREAD_TEXT = 'Izvēlies saraksti, lai to lasītu.';

/** The open thread's id from `?id=`; null when none or not a number. */
function useOpenThreadId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * 'Ziņas' (spec §2.2): the search, 'Jauna ziņa' / 'Atcelt' with the new-message form in place of the
 * open thread, the thread list on the left and the open thread (its id in the address) on the right.
 */
export function MessagesInbox() {
  const viewerId = useViewerId();
  const openId = useOpenThreadId();
  const [, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<ThreadListFilter>({ page: 1, query: '' });
  const [composing, setComposing] = useState(false);
  const composeId = useId();
  // Spec §4: the search waits 500 ms after the last keystroke; a new search starts on page 1.
  const applySearch = useDebouncedCallback(
    (query: string) => setFilter({ page: 1, query: query.trim() }),
    MESSAGE_SEARCH_DEBOUNCE_MS,
  );
  // Spec §2.2: messages only once the user is loaded (whose side is whose depends on it).
  const list = useThreadList(filter, viewerId !== null);
  const listRef = useRef<HTMLElement>(null);
  const openRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const panel = openRef.current;
    const threads = listRef.current;
    if (openId === null || !panel || !threads) return;
    // Phones and tablets stack the open thread under the list, out of sight: bring it up. An effect,
    // not the thread's ref: opening a thread changes the address, and the router's scroll restoration
    // (a layout effect, after refs are attached) would scroll back to the top.
    if (panel.getBoundingClientRect().top >= threads.getBoundingClientRect().bottom)
      panel.scrollIntoView({ block: 'start' });
  }, [openId, viewerId]);

  if (viewerId === null) return <Spinner block label="Ielādē ziņas..." />;

  return (
    <div className={styles.messages}>
      <div className={styles.toolbar}>
        <div className={styles.search}>
          <TextInput
            type="search"
            aria-label="Meklēt ziņās"
            placeholder={SEARCH_PLACEHOLDER}
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              applySearch(event.target.value);
            }}
          />
        </div>
        <Button
          variant={composing ? 'secondary' : 'primary'}
          icon={composing ? undefined : 'plus'}
          aria-expanded={composing}
          aria-controls={`${composeId}-panel`}
          onClick={() => setComposing((open) => !open)}
        >
          {composing ? CANCEL_TEXT : NEW_MESSAGE_TEXT}
        </Button>
      </div>
      <div className={styles.columns}>
        <section ref={listRef} className={styles.list} aria-label="Sarakstes">
          <ThreadList
            list={list.data}
            viewerId={viewerId}
            activeId={composing ? null : openId}
            loading={isLoading(list)}
            failed={shownError(list) !== null}
            onRetry={() => void list.refetch()}
            onPage={(page) => setFilter((current) => ({ ...current, page }))}
          />
        </section>
        <div ref={openRef} id={`${composeId}-panel`}>
          {composing ? (
            <section aria-labelledby={`${composeId}-new`} className={styles.compose}>
              <h2 id={`${composeId}-new`} className={styles.composeTitle}>
                Sūtīt ziņu
              </h2>
              <NewMessageForm
                onSent={(message) => {
                  // Spec §4: the form closes and the list starts again from page 1, the new thread open.
                  setComposing(false);
                  setFilter((current) => ({ ...current, page: 1 }));
                  setParams({ id: String(message.id) });
                }}
              />
            </section>
          ) : openId !== null ? (
            <ThreadView key={openId} id={openId} viewerId={viewerId} />
          ) : list.data && list.data.data.length > 0 ? (
            <p className={styles.hint}>{PICK_THREAD_TEXT}</p>
          ) : null}
        </div>
      </div>
    </div>
  );
}
