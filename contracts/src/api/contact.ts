/** The contact form (spec §7), over the endpoint table's entry (endpoints/contact.ts). */
import type { ContactEndpoints } from '@portal/contracts/endpoints/contact';
import { contactRoutes } from '@portal/contracts/endpoints/routes/contact';
import type { ContactForm } from '@portal/contracts/schemas/forms';
import { clientFor } from '@portal/contracts/api/client';

const contact = clientFor<ContactEndpoints>(contactRoutes);

export async function sendContact(form: ContactForm): Promise<void> {
  await contact.send({ body: form });
}
