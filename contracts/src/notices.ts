/**
 * Notifications that more than one remote (or the shell) shows (spec §4, §8); `text` is the body
 * line. Apart from messages.ts so that a like on the home page loads these lines, not every form
 * message of the portal.
 */
export const NOTICES = {
  likeAdded: { title: 'Patīk atzīme pievienota!' },
  likeRemoved: { title: 'Patīk atzīme noņemta!' },
  bookmarkAdded: { title: 'Grāmatzīme pievienota!', text: 'Grāmatzīmes vari atrast savā profila lapā.' },
  bookmarkRemoved: { title: 'Grāmatzīme noņemta!' },
  materialDeleted: { title: 'Materiāls izdzēsts!' },
  materialSaved: { title: 'Darbība izdevās!', text: 'Materiāls saglabāts' },
  materialSaveFailed: {
    title: 'Pievienot materiālu neizdevās!',
    text: 'Radās servera kļūda. Pārbaudi ievadītos datus un mēģini vēlreiz. Ja kļūda atkārtojas, sazinies ar portāla administratoru.',
  },
  authFailed: { title: 'Autorizācija neizdevās' },
  socialLoginFailed: { title: 'Neizdevās pierakstīties!' },
  fileTooLarge: { title: 'Pievienotais fails ir pārāk liels.' },
  /** Spec §8 gives it in English, as the third-party widget words it. */
  recaptchaNotLoaded: { title: 'ReCAPTCHA has not been loaded' },
} as const;
