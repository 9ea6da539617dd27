import { useInboxStats } from '@portal/shared-ui/queries/inbox';

/** The header's counters as a test sees them: rendered beside a page, it observes the stats query. */
export function StatsProbe() {
  const stats = useInboxStats();
  return <p data-testid="stats">{`Komentāri: ${stats.newCommentsCount}, ziņas: ${stats.newMessagesCount}`}</p>;
}
