import { EmptyState } from '@portal/shared-ui/components/EmptyState';
import { AdminFrame } from '../../../lib/AdminFrame';

// Replaced by the section's screens (issue 19).
export default function NewsSection() {
  return (
    <AdminFrame title="Jaunumi">
      <EmptyState text="Šī sadaļa vēl top." />
    </AdminFrame>
  );
}
