/**
 * The mails of the account calls, in Latvian, each with a text and an HTML body (renderMail).
 * Every link is absolute on PUBLIC_URL and leads to a screen of the portal (spec §2.1), never
 * straight to the API: the browser makes the call, so a mail scanner that opens links cannot
 * spend a token by looking at it.
 */
import { renderMail } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

/** A header value stays on one line whatever a person typed into a form. */
function oneLine(value: string): string {
  return value.replace(/[\r\n]+/g, ' ').trim();
}

function link(publicUrl: string, path: string): string {
  return `${publicUrl}${path}`;
}

export interface MailUser {
  firstName: string;
  lastName: string;
  email: string;
}

function greeting(user: MailUser): string {
  return `Sveiki, ${user.firstName}!`;
}

export function verificationMail(publicUrl: string, user: MailUser, token: string): MailMessage {
  const url = link(publicUrl, `/verify/${token}`);
  const { text, html } = renderMail({
    title: 'Apstiprini savu e-pasta adresi',
    paragraphs: [
      greeting(user),
      'Lai pabeigtu reģistrēšanos Mācību materiālu portālā, apstiprini savu e-pasta adresi, atverot šo saiti:',
      url,
      `Saite ir derīga 72 stundas un izmantojama vienu reizi. Ja tās termiņš beidzies, jaunu vari pieprasīt šeit: ${link(publicUrl, '/verify/resend')}`,
      'Ja tu portālā nereģistrējies, neko nedari: bez apstiprinājuma konts netiks izmantots.',
    ],
    action: { label: 'Apstiprināt e-pastu', url },
  });
  return { to: user.email, subject: 'Apstiprini savu e-pasta adresi', text, html };
}

export interface RegistrationRequest extends MailUser {
  id: number;
  school: string | null;
  description: string | null;
  note: string | null;
}

/** The command an administrator runs to approve the account (also what the mail shows). */
export function approveCommand(email: string): string {
  return `npm run portal -- user:approve --email ${email}`;
}

/** The administration's tab of accounts awaiting approval (mf-admin 'Lietotāji'). */
export function pendingRequestsLink(publicUrl: string): string {
  return link(publicUrl, '/admin/lietotaji?statuss=gaida');
}

/** To every administrator: a teacher asks for an account and says why they lack a school-platform one. */
export function registrationRequestMail(publicUrl: string, to: string, request: RegistrationRequest): MailMessage {
  const name = `${request.firstName} ${request.lastName}`.trim();
  const { text, html } = renderMail({
    title: 'Jauns reģistrācijas pieprasījums',
    paragraphs: [
      `${name} lūdz izveidot kontu Mācību materiālu portālā.`,
      [
        `Vārds, uzvārds: ${name}`,
        `E-pasts: ${request.email}`,
        `Skola: ${request.school ?? '(nav norādīta)'}`,
        `Apraksts: ${request.description || '(nav)'}`,
      ].join('\n'),
      `Pamatojums (kāpēc nav skolas platformas konta):\n${request.note || '(nav)'}`,
      `Pieprasījumu var apstiprināt vai noraidīt portāla administrēšanas sadaļā „Lietotāji”: ${pendingRequestsLink(publicUrl)}`,
      `Vai servera mapē izpildi:\n${approveCommand(request.email)}`,
      'Pierakstīties lietotājs varēs, kad būs apstiprināts gan konts, gan e-pasta adrese.',
    ],
    action: { label: 'Atvērt pieprasījumus', url: pendingRequestsLink(publicUrl) },
  });
  return { to, subject: oneLine(`Reģistrācijas pieprasījums: ${name}`), text, html };
}

export function accountApprovedMail(publicUrl: string, user: MailUser & { verified: boolean }): MailMessage {
  const login = link(publicUrl, '/login');
  const { text, html } = renderMail({
    title: 'Tavs konts ir apstiprināts',
    paragraphs: [
      greeting(user),
      'Administrators apstiprināja tavu kontu Mācību materiālu portālā.',
      user.verified
        ? `Vari pierakstīties ar savu e-pastu un paroli: ${login}`
        : `Vēl jāapstiprina e-pasta adrese: atver saiti vēstulē, ko saņēmi pēc reģistrēšanās. Jaunu saiti vari pieprasīt šeit: ${link(publicUrl, '/verify/resend')}`,
    ],
    action: { label: 'Pierakstīties', url: login },
  });
  return { to: user.email, subject: 'Tavs konts ir apstiprināts', text, html };
}

/**
 * To a person whose registration request an administrator refused, with the administrator's reason.
 * The request is deleted with it, so the address may register again.
 */
export function accountRefusedMail(publicUrl: string, user: MailUser, reason: string): MailMessage {
  const { text, html } = renderMail({
    title: 'Reģistrācijas pieprasījums noraidīts',
    paragraphs: [
      greeting(user),
      'Administrators izskatīja tavu pieprasījumu izveidot kontu Mācību materiālu portālā un to noraidīja.',
      `Iemesls:\n${reason}`,
      `Pieprasījums ir dzēsts. Ja apstākļi mainās, ar to pašu e-pasta adresi vari reģistrēties vēlreiz: ${link(publicUrl, '/register')}. Jautājumus vari uzdot portāla komandai: ${link(publicUrl, '/sazinies')}`,
    ],
  });
  return { to: user.email, subject: 'Reģistrācijas pieprasījums noraidīts', text, html };
}

export function passwordResetMail(publicUrl: string, user: MailUser, token: string): MailMessage {
  // The address rides along so the reset screen can prefill it (it reads ?email=).
  const url = link(publicUrl, `/password/reset/${token}?email=${encodeURIComponent(user.email)}`);
  const { text, html } = renderMail({
    title: 'Paroles atjaunošana',
    paragraphs: [
      greeting(user),
      'Saņēmām pieprasījumu atjaunot tavu Mācību materiālu portāla paroli. Jaunu paroli vari iestatīt, atverot šo saiti:',
      url,
      'Saite ir derīga 60 minūtes un izmantojama vienu reizi.',
      'Ja paroli atjaunot nelūdzi, neko nedari: tava parole paliek tā pati.',
    ],
    action: { label: 'Iestatīt jaunu paroli', url },
  });
  return { to: user.email, subject: 'Paroles atjaunošana', text, html };
}

export function passwordChangedMail(publicUrl: string, user: MailUser): MailMessage {
  const { text, html } = renderMail({
    title: 'Tava parole ir nomainīta',
    paragraphs: [
      greeting(user),
      'Tava Mācību materiālu portāla parole tikko tika nomainīta, un visās ierīcēs, kurās biji pierakstījies, jāpierakstās no jauna.',
      `Ja paroli mainīji tu, viss kārtībā. Ja ne, nekavējoties atjauno to (pierakstīšanās logā „Aizmirsi paroli?”: ${link(publicUrl, '/login')}) un sazinies ar portāla komandu: ${link(publicUrl, '/sazinies')}`,
    ],
  });
  return { to: user.email, subject: 'Tava parole ir nomainīta', text, html };
}

/**
 * To the owner of an account whose password is being guessed (sign-in throttling, at most once a
 * day): nothing is locked, so the mail says what to do, not that anything happened to the account.
 */
export function signInFailuresMail(publicUrl: string, user: MailUser, failures: number): MailMessage {
  const { text, html } = renderMail({
    title: 'Neveiksmīgi pierakstīšanās mēģinājumi tavā kontā',
    paragraphs: [
      greeting(user),
      `Pēdējās stundas laikā tavā Mācību materiālu portāla kontā vismaz ${failures} reizes mēģināts pierakstīties ar nepareizu paroli.`,
      'Ja tie biji tu, viss kārtībā. Ja ne, kāds, iespējams, mēģina uzminēt tavu paroli: portāls no nezināmām adresēm tagad prasa drošības pārbaudi, bet tu vari turpināt pierakstīties kā parasti.',
      `Ja tava parole ir vienkārša vai izmantota arī citur, nomaini to (pierakstīšanās logā „Aizmirsi paroli?”: ${link(publicUrl, '/login')}). Jautājumu gadījumā raksti portāla komandai: ${link(publicUrl, '/sazinies')}`,
    ],
  });
  return { to: user.email, subject: 'Neveiksmīgi pierakstīšanās mēģinājumi tavā kontā', text, html };
}
