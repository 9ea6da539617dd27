import { describe, expect, it } from 'vitest';
import { validate } from '@portal/contracts/validation';
import {
  CATEGORY_MESSAGES,
  CategoryCreateForm,
  CategoryUpdateForm,
  CategoryReuseForm,
} from '@portal/contracts/schemas/admin/categories';
import { ContactAnsweredForm } from '@portal/contracts/schemas/admin/contact';
import { MailRetryForm } from '@portal/contracts/schemas/admin/mail';
import { SchoolForm } from '@portal/contracts/schemas/admin/schools';

describe('the administrators’ catalogue forms', () => {
  it('a new category needs a title unless it shows an existing one; titles keep one space between words', () => {
    expect(validate(CategoryCreateForm, { title: '  ' })).toEqual({
      success: false,
      errors: { title: ['Obligāti jāaizpilda nosaukums.'] },
    });
    expect(validate(CategoryCreateForm, { category_id: '4', parent_id: '' })).toMatchObject({
      success: true,
      output: { category_id: 4, parent_id: null, title: '' },
    });
    expect(validate(CategoryCreateForm, { title: ' 9.   klase ', parent_id: 2 })).toMatchObject({
      success: true,
      output: { title: '9. klase', parent_id: 2, icon_file_id: null, position: null },
    });
    expect(validate(CategoryCreateForm, { title: 'x', position: '0', parent_id: 'a' })).toEqual({
      success: false,
      errors: {
        parent_id: ['Augstākajai kategorijai norādīta nederīga vērtība.'],
        position: ['Vietai jābūt veselam skaitlim, kas nav mazāks par 1.'],
      },
    });
    expect(validate(CategoryReuseForm, { parent_id: 3, category_id: '' })).toEqual({
      success: false,
      errors: { category_id: ['Izvēlies kategoriju.'] },
    });
  });

  it('a change carries only what it changes: absent is not the same as empty', () => {
    expect(validate(CategoryUpdateForm, { position: 2 })).toEqual({ success: true, output: { position: 2 } });
    expect(validate(CategoryUpdateForm, { parent_id: null, remove_icon: '1' })).toEqual({
      success: true,
      output: { parent_id: null, remove_icon: true },
    });
    expect(validate(CategoryUpdateForm, { title: '' })).toEqual({
      success: false,
      errors: { title: ['Obligāti jāaizpilda nosaukums.'] },
    });
  });

  it('says what is in a category that cannot be deleted, in Latvian plural forms', () => {
    expect(CATEGORY_MESSAGES.notEmpty(21, 1)).toMatch(/^Kategorijā ir 21 apakškategorija un 1 materiāls: /);
    expect(CATEGORY_MESSAGES.notEmpty(11, 0)).toMatch(/^Kategorijā ir 11 apakškategorijas: /);
    expect(CATEGORY_MESSAGES.notEmpty(0, 12)).toMatch(/^Kategorijā ir 12 materiāli: /);
  });

  it('a school title is trimmed with single spaces; contact marks and mail retries take their one field', () => {
    expect(validate(SchoolForm, { title: ' Cēsu   Valsts  ģimnāzija ' })).toEqual({
      success: true,
      output: { title: 'Cēsu Valsts ģimnāzija' },
    });
    expect(validate(ContactAnsweredForm, {})).toEqual({
      success: false,
      errors: { answered: ['Norādi, vai ziņa ir atbildēta (jā vai nē).'] },
    });
    expect(validate(ContactAnsweredForm, { answered: 'false' })).toEqual({
      success: true,
      output: { answered: false },
    });
    expect(validate(MailRetryForm, {})).toEqual({ success: true, output: { id: null } });
    expect(validate(MailRetryForm, { id: '1.5' })).toEqual({
      success: false,
      errors: { id: ['Vēstulei norādīta nederīga vērtība.'] },
    });
  });
});
