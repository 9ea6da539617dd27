/**
 * A few comments and private messages between the demo teachers, so that the comments block, the
 * inbox and its badges have something to show. Comments are only on materials signed with a
 * name: an owner replying under a pseudonym-signed material would reveal who is behind it.
 */
import type { DemoUserKey } from './people';

export interface CommentDef {
  /** The material's key in MATERIALS. */
  material: string;
  author: DemoUserKey;
  message: string;
  hoursAfterPublishing: number;
  /** Whether the material's owner has seen it (unseen ones light the inbox badge). */
  seenByOwner: boolean;
  replies?: Array<{ author: DemoUserKey; message: string; hoursAfterPublishing: number }>;
}

export const COMMENTS: readonly CommentDef[] = [
  {
    material: 'oma-likuma-parbaude',
    author: 'anna',
    message: 'Paldies! Izmantoju 9.b klasē – skolēniem ļoti patika, ka grafiks sanāk gandrīz taisne.',
    hoursAfterPublishing: 30,
    seenByOwner: true,
    replies: [
      {
        author: 'janis',
        message: 'Prieks dzirdēt! Nākamreiz pamēģini arī ar spuldzīti – tad grafiks vairs nav taisne.',
        hoursAfterPublishing: 34,
      },
    ],
  },
  {
    material: 'oma-likuma-parbaude',
    author: 'liga',
    message: 'Vai ir arī variants ar multimetriem, ja skolā nav atsevišķu ampērmetru?',
    hoursAfterPublishing: 70,
    seenByOwner: false,
  },
  {
    material: 'hidrostatiskais-spiediens',
    author: 'liga',
    message: 'Ļoti skaidri uzdevumi. Pievienoju savai 8. klases mapei.',
    hoursAfterPublishing: 20,
    seenByOwner: false,
  },
  {
    material: 'udens-sildisanas-likne',
    author: 'janis',
    message: 'Lielisks darbs! Mēs to darām ar datu reģistrētāju, tad līkne ir vēl skaistāka.',
    hoursAfterPublishing: 48,
    seenByOwner: true,
  },
  {
    material: 'lecas-fokusa-attalums',
    author: 'liga',
    message: 'Derētu vēl uzdevums par izkliedētājlēcu, bet kopumā – super!',
    hoursAfterPublishing: 12,
    seenByOwner: false,
  },
];

export interface MessageDef {
  from: DemoUserKey;
  to: DemoUserKey;
  subject: string;
  message: string;
  daysAgo: number;
  seenByRecipient: boolean;
  replies?: Array<{ from: DemoUserKey; message: string; daysAgo: number; seenByRecipient: boolean }>;
}

export const MESSAGES: readonly MessageDef[] = [
  {
    from: 'liga',
    to: 'anna',
    subject: 'Laboratorijas darbi 10. klasei',
    message: 'Sveika, Anna! Vai tev būtu vēl kāds laboratorijas darbs par dinamiku? Gribētu salīdzināt ar savējo.',
    daysAgo: 9,
    seenByRecipient: true,
    replies: [
      {
        from: 'anna',
        message: 'Sveika! Jā, berzes koeficienta darbs jau ir portālā, pārējos pievienošu nākamnedēļ.',
        daysAgo: 8,
        seenByRecipient: true,
      },
      { from: 'liga', message: 'Paldies, gaidīšu!', daysAgo: 8, seenByRecipient: false },
    ],
  },
  {
    from: 'janis',
    to: 'anna',
    subject: 'Kopīgs projekts',
    message: 'Labdien! Varbūt pavasarī varam kopā noorganizēt fizikas dienu mūsu skolu skolēniem?',
    daysAgo: 2,
    seenByRecipient: false,
  },
];
