import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { LoadError } from '@portal/shared-ui/components/LoadError';
import { Spinner } from '@portal/shared-ui/components/Spinner';
import { describeFailure } from '@portal/shared-ui/lib/failure';
import { shownError } from '@portal/shared-ui/lib/queryState';
import { useNotifications } from '@portal/shared-ui/stores/notifications';
import { AdminFrame } from '../../../lib/AdminFrame';
import { useEndPreview, usePreviewRelease, useReleases } from '../api/releases';
import { usePreviewState } from '../hooks/usePreviewState';
import { AppReleases } from './AppReleases';
import { PreviewNotice } from './PreviewNotice';
import styles from './ReleasesSection.module.css';

/**
 * 'Laidieni' (issue 21, scope 6): every feature app's published releases and which is live, and a
 * preview of an inactive one in this administrator's own browser for an hour. Activating stays the
 * operators' command line by design: a switch reaches every teacher's next page load.
 */
export default function ReleasesSection() {
  const query = useReleases();
  const preview = usePreviewRelease();
  const endPreview = useEndPreview();
  const [previewed, setPreviewed] = usePreviewState();
  const notify = useNotifications((state) => state.notify);
  const error = shownError(query);
  const apps = query.data;

  const start = async (name: string, version: string) => {
    try {
      const started = await preview.mutateAsync({ name, version });
      setPreviewed(started);
      notify({
        type: 'success',
        title: `Priekšskatījums ieslēgts: ${started.name} ${started.version}.`,
        text: 'Pārlādē lapu, lai to redzētu.',
      });
    } catch (failure) {
      notify({
        type: 'error',
        title: 'Priekšskatījumu neizdevās ieslēgt',
        text: (await describeFailure(failure)).message,
      });
    }
  };

  const end = async () => {
    try {
      await endPreview.mutateAsync();
      setPreviewed(null);
      notify({
        type: 'success',
        title: 'Priekšskatījums beigts',
        text: 'Pārlādē lapu, lai redzētu aktīvos laidienus.',
      });
    } catch (failure) {
      notify({
        type: 'error',
        title: 'Priekšskatījumu neizdevās beigt',
        text: (await describeFailure(failure)).message,
      });
    }
  };

  return (
    <AdminFrame
      title="Laidieni"
      intro={
        <p className={styles.intro}>
          Katras lietotnes publicētie laidieni. Aktivizē operatori ar komandu{' '}
          <code>npm run portal -- release:activate &lt;lietotne&gt; &lt;versija&gt;</code>. Priekšskatījums ir redzams
          tikai šajā pārlūkā un stundu.
        </p>
      }
    >
      {previewed ? <PreviewNotice preview={previewed} ending={endPreview.isPending} onEnd={() => void end()} /> : null}
      <section aria-label="Laidienu saraksts" aria-busy={(!apps && !error) || undefined} className={styles.list}>
        {error ? (
          <LoadError text="Laidienu sarakstu neizdevās ielādēt." onRetry={() => void query.refetch()} />
        ) : !apps ? (
          <Spinner block label="Ielādē laidienus..." />
        ) : apps.every((app) => app.releases.length === 0) ? (
          <EmptyState text="Vēl nav publicēts neviens laidiens." />
        ) : (
          apps.map((app) => (
            <AppReleases
              key={app.name}
              app={app}
              previewed={previewed}
              busy={preview.isPending}
              onPreview={(version) => void start(app.name, version)}
            />
          ))
        )}
      </section>
    </AdminFrame>
  );
}
