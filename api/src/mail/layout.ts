/** One Latvian e-mail layout: every mail has a plain-text body and the same content as simple HTML. */

export interface MailContent {
  /** Heading and subject. */
  title: string;
  /** Paragraphs of plain text; line breaks inside a paragraph are kept. */
  paragraphs: string[];
  action?: { label: string; url: string };
}

export const MAIL_SIGNATURE = 'Mācību materiālu portāls';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const textParts = [content.title, '', ...content.paragraphs.flatMap((p) => [p, ''])];
  if (content.action) textParts.push(`${content.action.label}: ${content.action.url}`, '');
  textParts.push('—', MAIL_SIGNATURE);

  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="lv">
<head><meta charset="utf-8"><title>${escapeHtml(content.title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;margin:0;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(content.title)}</h1>
${paragraphs}
${action}
<p style="margin:32px 0 0;color:#6b7280;font-size:13px">${escapeHtml(MAIL_SIGNATURE)}</p>
</body>
</html>
`;
  return { text: textParts.join('\n'), html };
}
