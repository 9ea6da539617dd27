/**
 * What the owner of a moderated material or comment is told (issue 19): the inbox notice's text and
 * the mail, in Latvian, each naming the item and the administrator's reason. Links are absolute on
 * PUBLIC_URL and lead to the portal's own screens.
 */
import { routePath } from '@portal/contracts/routes';
import type { NoticeKind } from '@portal/contracts/schemas/reports';
import { renderMail } from '../../../mail/layout';
import type { MailMessage } from '../../../mail/mailer';

export interface NoticeSubject {
  kind: NoticeKind;
  /** the material's title (for a comment: the material it is on) */
  materialTitle: string;
  /** the material's id, when it still exists (the mail links to it) */
  materialId: number | null;
  reason: string | null;
}

const quoted = (title: string) => `„${title.replace(/[\r\n]+/g, ' ').trim()}”`;

/** The notice's one line, as the inbox shows it. */
export function noticeText({ kind, materialTitle, reason }: NoticeSubject): string {
  const title = quoted(materialTitle);
  const why = reason ? ` Iemesls: ${reason}` : '';
  switch (kind) {
    case 'material.hidden':
      return `Administrators paslēpa tavu materiālu ${title}: to redzi tikai tu un administratori.${why}`;
    case 'material.restored':
      return `Administrators atjaunoja tavu materiālu ${title}: tas atkal ir redzams visiem.`;
    case 'material.deleted':
      return `Administrators izdzēsa tavu materiālu ${title}.${why}`;
    case 'comment.hidden':
      return `Administrators paslēpa tavu komentāru pie materiāla ${title}: to redzi tikai tu un administratori.${why}`;
    case 'comment.restored':
      return `Administrators atjaunoja tavu komentāru pie materiāla ${title}: tas atkal ir redzams visiem.`;
    case 'comment.deleted':
      return `Administrators izdzēsa tavu komentāru pie materiāla ${title}.${why}`;
  }
}

const SUBJECTS: Record<NoticeKind, string> = {
  'material.hidden': 'Tavs materiāls ir paslēpts',
  'material.restored': 'Tavs materiāls atkal ir redzams',
  'material.deleted': 'Tavs materiāls ir izdzēsts',
  'comment.hidden': 'Tavs komentārs ir paslēpts',
  'comment.restored': 'Tavs komentārs atkal ir redzams',
  'comment.deleted': 'Tavs komentārs ir izdzēsts',
};

export function moderationMail(
  publicUrl: string,
  owner: { firstName: string; email: string },
  subject: NoticeSubject,
): MailMessage {
  const materialUrl =
    subject.materialId === null ? null : `${publicUrl}${routePath('material', { id: subject.materialId })}`;
  const inboxUrl = `${publicUrl}${routePath('inbox.comments')}`;
  const { text, html } = renderMail({
    title: SUBJECTS[subject.kind],
    paragraphs: [
      `Sveiki, ${owner.firstName}!`,
      noticeText(subject),
      subject.kind.endsWith('.restored')
        ? 'Paldies par pacietību.'
        : `Ja uzskati, ka tā ir kļūda, atbildi portāla komandai caur saziņas formu: ${publicUrl}${routePath('contact')}`,
      `Paziņojumu atradīsi arī savā iesūtnē: ${inboxUrl}`,
    ],
    ...(materialUrl && !subject.kind.endsWith('.deleted')
      ? { action: { label: 'Atvērt materiālu', url: materialUrl } }
      : {}),
  });
  return { to: owner.email, subject: SUBJECTS[subject.kind], text, html };
}
