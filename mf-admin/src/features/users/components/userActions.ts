/**
 * What each action on an account says: its button, its confirmation dialog and the notice after it,
 * in Latvian. The server decides which actions an account offers (`actions` of each row).
 */
import type { AdminUser, AdminUserAction } from '@portal/contracts/schemas/admin/users';

export interface ActionTexts {
  /** The button in the row (its accessible name adds the person's name). */
  button: string;
  /** The dialog's title. */
  title: string;
  /** What will happen, said before it does. */
  explain: (user: AdminUser) => string;
  /** The dialog's confirming button. */
  confirm: string;
  /** The reason field: required for a refusal, optional for disabling. */
  reason?: { label: string; hint: string; required: boolean };
  /** The notice once done. */
  done: (user: AdminUser) => { title: string; text: string };
  /** Shown in the secondary style (the row's main actions are primary). */
  quiet?: boolean;
}

export const ACTION_TEXTS: Record<AdminUserAction, ActionTexts> = {
  approve: {
    button: 'Apstiprināt',
    title: 'Apstiprināt kontu?',
    explain: (user) =>
      user.verified
        ? `${user.name} (${user.email}) varēs pierakstīties portālā. Par apstiprināšanu viņam tiks nosūtīts e-pasts.`
        : `${user.name} (${user.email}) vēl nav apstiprinājis e-pasta adresi: pierakstīties varēs, kad to izdarīs. Par apstiprināšanu viņam tiks nosūtīts e-pasts.`,
    confirm: 'Apstiprināt',
    done: (user) => ({ title: 'Konts apstiprināts', text: `${user.name} saņems e-pastu un varēs pierakstīties.` }),
  },
  refuse: {
    button: 'Noraidīt',
    title: 'Noraidīt reģistrācijas pieprasījumu?',
    explain: (user) =>
      `Pieprasījums tiks dzēsts, un ${user.name} uz ${user.email} saņems e-pastu ar tālāk rakstīto iemeslu. Ar to pašu adresi vēlāk varēs reģistrēties vēlreiz.`,
    confirm: 'Noraidīt',
    reason: { label: 'Iemesls', hint: 'Tiks nosūtīts personai e-pastā.', required: true },
    done: (user) => ({ title: 'Pieprasījums noraidīts', text: `Iemesls nosūtīts uz ${user.email}.` }),
    quiet: true,
  },
  disable: {
    button: 'Atslēgt',
    title: 'Atslēgt kontu?',
    explain: (user) =>
      `${user.name} tiks izrakstīts visās ierīcēs uzreiz un nevarēs pierakstīties, kamēr kontu atkal neiespējos. Materiāli un komentāri paliek publicēti.`,
    confirm: 'Atslēgt',
    reason: {
      label: 'Iemesls',
      hint: 'Nav obligāts. Redz tikai administratori (sarakstā un žurnālā).',
      required: false,
    },
    done: (user) => ({ title: 'Konts atslēgts', text: `${user.name} vairs nevar pierakstīties.` }),
    quiet: true,
  },
  enable: {
    button: 'Iespējot',
    title: 'Iespējot kontu?',
    explain: (user) => `${user.name} atkal varēs pierakstīties portālā.`,
    confirm: 'Iespējot',
    done: (user) => ({ title: 'Konts iespējots', text: `${user.name} atkal var pierakstīties.` }),
  },
  admin: {
    button: 'Iecelt par administratoru',
    title: 'Iecelt par administratoru?',
    explain: (user) =>
      `${user.name} varēs apstiprināt un atslēgt kontus, rediģēt portāla saturu un lietot visas administrēšanas sadaļas.`,
    confirm: 'Iecelt',
    done: (user) => ({ title: 'Administrators iecelts', text: `${user.name} tagad ir administrators.` }),
    quiet: true,
  },
  unadmin: {
    button: 'Atcelt administratora tiesības',
    title: 'Atcelt administratora tiesības?',
    explain: (user) => `${user.name} paliks portāla lietotājs, bet administrēšanas sadaļu vairs neredzēs.`,
    confirm: 'Atcelt tiesības',
    done: (user) => ({ title: 'Tiesības atceltas', text: `${user.name} vairs nav administrators.` }),
    quiet: true,
  },
  reset: {
    button: 'Sūtīt paroles saiti',
    title: 'Sūtīt paroles atjaunošanas saiti?',
    explain: (user) =>
      `Uz ${user.email} tiks nosūtīta saite jaunas paroles iestatīšanai (derīga 60 minūtes). Pašreizējā parole darbojas, līdz tiek iestatīta jaunā.`,
    confirm: 'Sūtīt',
    done: (user) => ({ title: 'Saite nosūtīta', text: `Paroles atjaunošanas saite nosūtīta uz ${user.email}.` }),
    quiet: true,
  },
};
