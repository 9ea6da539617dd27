/** The contact form (spec §7). */
import type { ContactForm } from '../schemas/forms';
import { api } from './client';

export async function sendContact(form: ContactForm): Promise<void> {
  await api.post('/api/contact', { json: form });
}
