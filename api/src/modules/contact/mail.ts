/** The contact form's message as the portal's team receives it; replying goes to the sender. */
import type { ContactForm } from '@portal/contracts/schemas/forms';
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

export function contactMail(form: ContactForm, to: string): MailMessage {
  const sender = `${form.first_name} ${form.last_name}`;
  const { text, html } = renderMail({
    title: `Ziņa no kontaktformas: ${form.topic}`,
    paragraphs: [
      `Sūtītājs: ${sender} <${form.email}>`,
      `Tēma: ${form.topic}`,
      form.message || '(ziņa netika uzrakstīta)',
      'Lai atbildētu, vienkārši atbildi uz šo e-pastu.',
    ],
  });
  return {
    to,
    // Header values must stay on one line whatever the visitor typed.
    subject: `Kontaktforma: ${form.topic}`.replace(/[\r\n]+/g, ' '),
    replyTo: `"${sender.replace(/["\\\r\n]/g, ' ')}" <${form.email}>`,
    text,
    html,
  };
}
