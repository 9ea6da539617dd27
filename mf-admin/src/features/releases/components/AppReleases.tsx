import type { AdminReleaseApp, ReleaseActivation } from '@portal/contracts/schemas/admin/releases';
import { Button } from '@portal/shared-ui/components/Button';
import { formatListDate } from '@portal/shared-ui/lib/date';
import { AdminTable, type ColumnDef } from '../../../lib/AdminTable';
import type { PreviewedRelease } from '../api/releases';
import styles from './ReleasesSection.module.css';

/** One row: a published release, or (version null) the build bundled with the portal. */
interface ReleaseRow {
  version: string | null;
  commit: string | null;
  published_at: string | null;
  published_by: string | null;
  live: boolean;
  activations: ReleaseActivation[];
}

const BUNDLED = 'Iebūvētā versija';

/** The app's releases, newest first, then the bundled build: where a rollback past them all lands. */
function rowsOf(app: AdminReleaseApp): ReleaseRow[] {
  return [
    ...app.releases,
    {
      version: null,
      commit: null,
      published_at: null,
      published_by: null,
      live: app.live_version === null,
      activations: app.bundled_activations,
    },
  ];
}

function Activations({ activations }: { activations: ReleaseActivation[] }) {
  if (activations.length === 0) return <span className={styles.muted}>—</span>;
  return (
    <ul className={styles.activations}>
      {activations.map((activation) => (
        <li key={`${activation.kind}-${activation.activated_at}`}>
          {activation.kind === 'activate' ? 'Aktivizēts' : 'Atgriezts'} {formatListDate(activation.activated_at)},{' '}
          {activation.activated_by}
        </li>
      ))}
    </ul>
  );
}

export interface AppReleasesProps {
  app: AdminReleaseApp;
  /** The release this browser previews, if the section knows of one. */
  previewed: PreviewedRelease | null;
  /** A preview is being switched on: the buttons wait. */
  busy: boolean;
  onPreview: (version: string) => void;
}

/** One feature app: its heading and its releases' table, the live one marked 'Aktīvs'. */
export function AppReleases({ app, previewed, busy, onPreview }: AppReleasesProps) {
  const previewing = (row: ReleaseRow) => previewed?.name === app.name && previewed.version === row.version;
  const columns: ColumnDef<ReleaseRow>[] = [
    { header: 'Versija', cell: ({ row }) => row.original.version ?? BUNDLED },
    {
      header: 'Commit',
      cell: ({ row }) =>
        row.original.commit ? (
          <code className={styles.commit}>{row.original.commit.slice(0, 12)}</code>
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      header: 'Publicēts',
      cell: ({ row }) =>
        row.original.published_at ? (
          `${formatListDate(row.original.published_at)}, ${row.original.published_by ?? ''}`
        ) : (
          <span className={styles.muted}>kopā ar portālu</span>
        ),
    },
    { header: 'Aktivizēšana', cell: ({ row }) => <Activations activations={row.original.activations} /> },
    {
      header: 'Stāvoklis',
      cell: ({ row }) =>
        row.original.live ? (
          <strong className={styles.live}>Aktīvs</strong>
        ) : previewing(row.original) ? (
          'Priekšskatījumā'
        ) : (
          <span className={styles.muted}>—</span>
        ),
    },
    {
      header: 'Darbības',
      cell: ({ row }) => {
        const { version, live } = row.original;
        // The bundled build has nothing to preview (it is what a page without a release carries),
        // and the live release is what every page already shows.
        if (version === null || live) return null;
        return (
          <Button
            size="small"
            variant="secondary"
            icon="eye"
            disabled={busy}
            onClick={() => onPreview(version)}
            aria-label={`Priekšskatīt ${app.name} ${version}`}
          >
            Priekšskatīt
          </Button>
        );
      },
    },
  ];

  return (
    <section className={styles.app} aria-labelledby={`releases-${app.name}`}>
      <h2 id={`releases-${app.name}`} className={styles.appName}>
        {app.name}
      </h2>
      <AdminTable
        caption={`${app.name} laidieni`}
        columns={columns}
        rows={rowsOf(app)}
        rowKey={(row) => row.version ?? 'bundled'}
        empty="Vēl nav publicēts neviens laidiens."
      />
    </section>
  );
}
