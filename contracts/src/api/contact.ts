/** The contact form (spec §7). */
import type { ContactForm } from '@portal/contracts/schemas/forms';
import { api } from '@portal/contracts/api/client';

export async function sendContact(form: ContactForm): Promise<void> {
  await api.post('/api/contact', { json: form });
}
