import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { AdminFrame } from '../../../lib/AdminFrame';

// Replaced by the section's screens (issue 19).
export default function PagesSection() {
  return (
    <AdminFrame title="Lapas">
      <EmptyState text="Šī sadaļa vēl top." />
    </AdminFrame>
  );
}
