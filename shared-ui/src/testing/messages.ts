/** Sample message threads (spec §3) for stories and component tests. */
import type { Message, Person, PublicUser } from '@portal/contracts/schemas/entities';

export const ANNA: Person = { id: 5, name: 'Anna Ozola', avatar: null };
export const JANIS: Person = { id: 8, name: 'Jānis Kalniņš', avatar: null };

/** One message as GET /api/messages/{id} answers it; a thread's first message unless `reply_to_id`. */
export function makeMessage(overrides: Partial<Message> = {}): Message {
  return {
    id: 12,
    sender_id: JANIS.id,
    recipient_id: ANNA.id,
    sender: JANIS,
    recipient: ANNA,
    subject: 'Laboratorijas darbs 9. klasei',
    message: 'Sveika! Vai drīkstu izmantot Tavu Oma likuma darba lapu savā stundā?',
    reply_to_id: null,
    created_at: '2025-10-03T09:15:00.000Z',
    updated_at: '2025-10-03T09:15:00.000Z',
    replies: [],
    seen_by_sender: true,
    seen_by_recipient: false,
    ...overrides,
  };
}

/** An answer in `thread` from the thread's other party (the recipient of its first message). */
export function makeReply(thread: Message, overrides: Partial<Message> = {}): Message {
  return makeMessage({
    id: thread.id + 1,
    sender_id: thread.recipient_id,
    recipient_id: thread.sender_id,
    sender: thread.recipient,
    recipient: thread.sender,
    subject: thread.subject,
    message: 'Protams, izmanto droši!',
    reply_to_id: thread.id,
    seen_by_sender: true,
    seen_by_recipient: false,
    ...overrides,
  });
}

/** A teacher as the recipient lookup (GET /api/users?s=) answers. */
export function makePublicUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: JANIS.id,
    name: JANIS.name,
    first_name: 'Jānis',
    last_name: 'Kalniņš',
    school: { id: 3, title: 'Rīgas 1. vidusskola' },
    school_id: 3,
    description: null,
    avatar: null,
    avatar_id: null,
    ...overrides,
  };
}
