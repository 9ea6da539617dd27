/** Texts more than one mf-auth screen shows. */

/** Under a new password: the rule of spec §5 (docs/decisions.md) in words. */
export const PASSWORD_HINT = 'Vismaz 8 rakstzīmes: mazie un lielie burti un cipari.';
