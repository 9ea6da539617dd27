import type { Settings } from '@portal/contracts/schemas/entities';
import { Checkbox } from '@portal/shared-ui/components/Checkbox';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { useFrontPageSettings, useSaveFrontPageSettings } from '../hooks/useBanners';
import styles from './FrontPageSwitches.module.css';

export const SWITCH_LABELS = {
  show_banners: 'Rādīt banerus sākumlapā',
  show_articles: 'Rādīt jaunumus sākumlapā',
} as const;

/**
 * The home page's two switches (spec §1: the banner slider and the latest news). A switch is saved
 * as soon as it is changed; both are sent, as the call wants them.
 */
export function FrontPageSwitches() {
  const query = useFrontPageSettings();
  const save = useSaveFrontPageSettings();
  const notify = useNotifications((s) => s.notify);
  const failed = shownError(query);

  const change = async (key: keyof Settings, value: boolean) => {
    if (!query.data) return;
    try {
      await save.mutateAsync({ ...query.data, [key]: value });
      notify({ type: 'success', title: `${SWITCH_LABELS[key]}: ${value ? 'ieslēgts' : 'izslēgts'}.` });
    } catch (error) {
      notify({ type: 'error', title: (await describeFailure(error)).message });
    }
  };

  return (
    <fieldset className={styles.switches} aria-busy={save.isPending || undefined}>
      <legend className={styles.legend}>Sākumlapa</legend>
      {failed ? (
        <LoadError text="Neizdevās ielādēt sākumlapas iestatījumus." onRetry={() => void query.refetch()} />
      ) : query.data === undefined ? (
        <Spinner label="Ielādē sākumlapas iestatījumus..." />
      ) : (
        (['show_banners', 'show_articles'] as const).map((key) => (
          <Checkbox
            key={key}
            label={SWITCH_LABELS[key]}
            checked={query.data[key]}
            disabled={save.isPending}
            onChange={(event) => void change(key, event.target.checked)}
          />
        ))
      )}
    </fieldset>
  );
}
