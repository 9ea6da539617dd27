import { PageFrame } from '@portal/shared-ui/components/PageFrame';
import { ContactForm } from '../features/contact/components/ContactForm';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';

/** /sazinies */
export default function ContactPage() {
  useDocumentTitle('Sazināties');
  return (
    <PageFrame title="Sazināties" width="form">
      <ContactForm />
    </PageFrame>
  );
}
