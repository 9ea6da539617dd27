/** Schools and demo accounts. The log-ins are printed at start and written in the README. */

/** Real-sounding Latvian general-education schools (state gymnasiums and secondary schools). */
export const SCHOOLS: readonly string[] = [
  'Rīgas Valsts 1. ģimnāzija',
  'Rīgas Valsts 2. ģimnāzija',
  'Rīgas Valsts 3. ģimnāzija',
  'Rīgas Āgenskalna Valsts ģimnāzija',
  'Rīgas Centra humanitārā vidusskola',
  'Rīgas Zolitūdes ģimnāzija',
  'Rīgas Teikas vidusskola',
  'Rīgas 64. vidusskola',
  'Rīgas Purvciema vidusskola',
  'Jelgavas Spīdolas Valsts ģimnāzija',
  'Valmieras Valsts ģimnāzija',
  'Cēsu Valsts ģimnāzija',
  'Siguldas Valsts ģimnāzija',
  'Ogres Valsts ģimnāzija',
  'Jūrmalas Valsts ģimnāzija',
  'Daugavpils Valsts ģimnāzija',
  'Liepājas Valsts 1. ģimnāzija',
  'Ventspils Valsts 1. ģimnāzija',
  'Rēzeknes Valsts 1. ģimnāzija',
  'Jēkabpils Valsts ģimnāzija',
  'Tukuma Raiņa ģimnāzija',
  'Talsu Valsts ģimnāzija',
  'Kuldīgas Centra vidusskola',
  'Saldus vidusskola',
  'Limbažu Valsts ģimnāzija',
  'Madonas Valsts ģimnāzija',
  'Gulbenes novada valsts ģimnāzija',
  'Alūksnes novada vidusskola',
  'Bauskas Valsts ģimnāzija',
  'Dobeles Valsts ģimnāzija',
  'Aizkraukles novada vidusskola',
  'Ķekavas vidusskola',
  'Mārupes Valsts ģimnāzija',
  'Salaspils 1. vidusskola',
  'Preiļu Valsts ģimnāzija',
  'Krāslavas Valsts ģimnāzija',
  'Smiltenes vidusskola',
  'Olaines 1. vidusskola',
];

export type DemoUserKey = 'anna' | 'janis' | 'liga' | 'admin';

export interface DemoUser {
  key: DemoUserKey;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  pseudonym?: string;
  school: string;
  description: string;
  isAdmin: boolean;
  newsletter: boolean;
  /** How the start-up banner describes the account. */
  roleLabel: string;
}

export const TEACHER_PASSWORD = 'Parole123';
export const ADMIN_PASSWORD = 'Admins123';

export const DEMO_USERS: readonly DemoUser[] = [
  {
    key: 'anna',
    email: 'anna.ozola@demo.lv',
    password: TEACHER_PASSWORD,
    firstName: 'Anna',
    lastName: 'Ozola',
    school: 'Rīgas Valsts 1. ģimnāzija',
    description: 'Fizikas skolotāja ar 12 gadu pieredzi. Man patīk stundas, kurās skolēni paši mēra un secina.',
    isAdmin: false,
    newsletter: true,
    roleLabel: 'skolotāja, paraksta ar vārdu',
  },
  {
    key: 'janis',
    email: 'janis.kalnins@demo.lv',
    password: TEACHER_PASSWORD,
    firstName: 'Jānis',
    lastName: 'Kalniņš',
    pseudonym: 'Fizikas Fans',
    school: 'Valmieras Valsts ģimnāzija',
    description: 'Mācu fiziku 10.–12. klasei un vadu robotikas pulciņu. Daļu materiālu publicēju ar pseidonīmu.',
    isAdmin: false,
    newsletter: false,
    roleLabel: "skolotājs, pseidonīms 'Fizikas Fans'",
  },
  {
    key: 'liga',
    email: 'liga.berzina@demo.lv',
    password: TEACHER_PASSWORD,
    firstName: 'Līga',
    lastName: 'Bērziņa',
    school: 'Cēsu Valsts ģimnāzija',
    description: 'Dabaszinību un fizikas skolotāja pamatskolas klasēs. Gatavoju darba lapas un laboratorijas darbus.',
    isAdmin: false,
    newsletter: true,
    roleLabel: 'skolotāja',
  },
  {
    key: 'admin',
    email: 'admin@demo.lv',
    password: ADMIN_PASSWORD,
    firstName: 'Portāla',
    lastName: 'Administrators',
    school: 'Rīgas Valsts 2. ģimnāzija',
    description: 'Portāla administrators: apstiprina jaunus lietotājus un rūpējas par saturu.',
    isAdmin: true,
    newsletter: false,
    roleLabel: 'administrators',
  },
];

/** What `npm start` prints after the URL. */
export function demoLoginLines(): string[] {
  return [
    'Demo lietotāji (e-pasts / parole):',
    ...DEMO_USERS.map((u) => `  ${u.email.padEnd(24)} ${u.password.padEnd(10)} (${u.roleLabel})`),
  ];
}
