/**
 * Registration (spec §1, §2.2, §4): a teacher without a school-platform account asks for one by
 * e-mail, or a teacher whose platform sign-in found no portal user creates one with the provider
 * token.
 *
 * - By e-mail: the account starts unconfirmed and unapproved, with the justification in `note`;
 *   the teacher gets a confirmation link and every administrator the request with the command
 *   that approves it.
 * - With a provider token: the school platform vouches for the teacher, so the account is approved
 *   at once and linked to the platform account; the address counts as confirmed when it is the one
 *   the platform gave, otherwise a confirmation link goes out. The sign-in is kept only when the
 *   new account may sign in right away (the browser spends it on the social grant), and is spent
 *   otherwise.
 *
 * The account (user, avatar row, platform link, confirmation token) and its mails (the link, the
 * administrators' requests) are written in one transaction, the mails into the outbox
 * (src/mail/outbox.ts): there is never an account whose mails were lost, nor a mail about an
 * account that is not there. They are sent once it has committed, retried while the mail server is
 * away.
 */
import type { ProviderRegistrationForm, RegistrationForm } from '@portal/contracts/schemas/forms';
import { FORM_MESSAGES } from '@portal/contracts/messages';
import { normaliseEmail } from '../../auth/email';
import { hashPassword } from '../../auth/password';
import {
  deleteProviderSignIn,
  findLinkedUserId,
  findProviderSignIn,
  linkProviderIdentity,
} from '../../auth/providerSignIns';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import type { AppDeps } from '../../http/deps';
import { ValidationError, type FieldErrors } from '../../http/errors';
import { enqueueMail, wakeMailSenders } from '../../mail/outbox';
import { schoolTitle } from '../schools/service';
import { insertFileRow, storeUpload, type UploadedFile } from '../shared/uploads';
import { issueEmailToken } from './emailTokens';
import { registrationRequestMail, verificationMail } from './mail';
import { adminAddresses, findUserByEmail } from './repo';
import { PROVIDER_ALREADY_LINKED, PROVIDER_TOKEN_INVALID } from './texts';
import { reencodeAvatar } from '../user/avatarImage';

export type RegistrationInput = RegistrationForm | ProviderRegistrationForm;

export interface RegistrationResult {
  id: number;
  verified: boolean;
  enabled: boolean;
}

/** Where registered avatars are kept in storage. */
export const AVATAR_FOLDER = 'avatars';

function withProvider(form: RegistrationInput): form is ProviderRegistrationForm {
  return 'token' in form;
}

/** What the database decides about a valid form: the school, the address, the provider token. */
async function checkAgainstDatabase(db: Database, form: RegistrationInput) {
  const errors: FieldErrors = {};
  let school: string | null = null;
  if (form.school_id !== null) {
    school = await schoolTitle(db, form.school_id);
    if (school === null) errors.school_id = [FORM_MESSAGES.schoolNotFound];
  }
  if (await findUserByEmail(db, form.email)) errors.email = [FORM_MESSAGES.emailTaken];
  let signIn = null;
  if (withProvider(form)) {
    signIn = await findProviderSignIn(db, form.name, form.token);
    if (!signIn) errors.token = [PROVIDER_TOKEN_INVALID];
    else if ((await findLinkedUserId(db, signIn.provider, signIn.subject)) !== null)
      errors.token = [PROVIDER_ALREADY_LINKED];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { school, signIn };
}

export async function registerAccount(
  deps: Pick<AppDeps, 'db' | 'storage' | 'config'>,
  form: RegistrationInput,
  upload: UploadedFile | null,
  now = new Date(),
): Promise<RegistrationResult> {
  const { db, storage, config } = deps;
  const email = normaliseEmail(form.email);
  const { school, signIn } = await checkAgainstDatabase(db, form);

  const passwordHash = withProvider(form) ? null : await hashPassword(form.password);
  const approved = signIn !== null;
  const verified = signIn !== null && signIn.email !== null && normaliseEmail(signIn.email) === email;
  const person = { firstName: form.first_name, lastName: form.last_name, email };

  // Kept as the profile edit keeps it: re-encoded, square, without EXIF (a phone photo's location).
  const avatar = upload ? await reencodeAvatar(upload) : null;
  const avatarKey = avatar ? await storeUpload(storage, AVATAR_FOLDER, avatar) : null;
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const avatarFileId = avatar && avatarKey ? await insertFileRow(tx, avatarKey, avatar, { isPublic: true }) : null;
      const [user] = await tx
        .insert(users)
        .values({
          email,
          passwordHash,
          firstName: form.first_name,
          lastName: form.last_name,
          schoolId: form.school_id,
          description: form.description || null,
          note: form.note || null,
          // A ticked box is consent; an unticked one is no answer yet, so the 'Jaunumi' dialog
          // asks once after the first sign-in (spec §2.2: it opens while the preference is null).
          newsletter: form.newsletter ? true : null,
          avatarFileId,
          emailVerifiedAt: verified ? now : null,
          approvedAt: approved ? now : null,
        })
        .returning({ id: users.id });
      const userId = user!.id;
      if (signIn) {
        await linkProviderIdentity(tx, userId, signIn.provider, signIn.subject);
        // Two registrations racing with one token: only the first gets the platform account.
        if ((await findLinkedUserId(tx, signIn.provider, signIn.subject)) !== userId)
          throw new ValidationError({ token: [PROVIDER_ALREADY_LINKED] });
        if (!(verified && approved)) await deleteProviderSignIn(tx, signIn.id);
      }
      if (!verified) {
        const token = await issueEmailToken(tx, 'verification', userId, now);
        await enqueueMail(tx, verificationMail(config.publicUrl, person, token));
      }
      if (!approved) {
        // One mail per administrator: an address that fails does not hold up the others.
        const request = {
          ...person,
          id: userId,
          school,
          description: form.description || null,
          note: form.note || null,
        };
        await enqueueMail(
          tx,
          (await adminAddresses(tx)).map((to) => registrationRequestMail(config.publicUrl, to, request)),
        );
      }
      return userId;
    });
  } catch (error) {
    if (avatarKey) await storage.delete(avatarKey).catch(() => {});
    // The address was free a moment ago; another registration took it meanwhile.
    if (isUniqueViolation(error)) throw new ValidationError({ email: [FORM_MESSAGES.emailTaken] });
    throw error;
  }
  wakeMailSenders();
  return { id, verified, enabled: approved };
}
