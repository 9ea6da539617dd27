import { PageHeader } from '../lib/PageHeader';
import { ContactForm } from '../features/contact/components/ContactForm';
import { useDocumentTitle } from '@portal/shared-ui/lib/documentTitle';

/** /sazinies */
export default function ContactPage() {
  useDocumentTitle('Sazināties');
  return (
    <>
      <PageHeader title="Sazināties" />
      <ContactForm />
    </>
  );
}
