import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listSchools } from '@portal/contracts/api/schools';
import { updateProfile } from '@portal/contracts/api/users';
import { useSession } from '@portal/shared-ui/stores/session';
import { httpError, makeUser } from '@portal/shared-ui/testing/fixtures';
import { SAMPLE_AVATAR_URL } from '@portal/shared-ui/testing/users';
import { renderAt, signIn, signOut } from '@portal/shared-ui/testing/render';
import ProfileEditPage from './ProfileEditPage';

vi.mock('@portal/contracts/api/users', () => ({ updateProfile: vi.fn(), getCurrentUser: vi.fn() }));
vi.mock('@portal/contracts/api/schools', () => ({ listSchools: vi.fn() }));

const AVATAR = { full_url: SAMPLE_AVATAR_URL, sizes: { icon: { full_url: SAMPLE_AVATAR_URL } } };

beforeEach(() => {
  signIn(5, {
    first_name: 'Anna',
    last_name: 'Ozola',
    name: 'Anna Ozola',
    pseudonym: null,
    school: { id: 1, title: 'Rīgas 64. vidusskola' },
    school_id: 1,
    description: 'Fizika',
    newsletter: null,
    avatar: AVATAR,
    avatar_id: 9,
  });
  vi.mocked(listSchools).mockImplementation(async (s = '') =>
    s.startsWith('Cēs') ? [{ id: 2, title: 'Cēsu Valsts ģimnāzija' }] : [],
  );
  vi.mocked(updateProfile).mockImplementation(async ({ file: _file, remove_avatar: _remove, ...fields }) =>
    makeUser({
      ...fields,
      id: 5,
      name: `${fields.first_name} ${fields.last_name}`,
      school: fields.school_id === 2 ? { id: 2, title: 'Cēsu Valsts ģimnāzija' } : null,
    }),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  signOut();
});

const renderEdit = () => renderAt('/profile/edit', '/profile/edit', <ProfileEditPage />);
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const save = () => screen.getByRole('button', { name: 'Saglabāt' });
const fileInput = () => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

describe("'Rediģēt profilu'", () => {
  it("starts from the teacher's profile", () => {
    renderEdit();
    expect(screen.getByRole('heading', { level: 1, name: 'Rediģēt profilu' })).toBeVisible();
    expect(textbox('Vārds')).toHaveValue('Anna');
    expect(textbox('Uzvārds')).toHaveValue('Ozola');
    expect(textbox('Pseidonīms')).toHaveValue('');
    expect(textbox('Īss apraksts par sevi')).toHaveValue('Fizika');
    const school = screen.getByRole('combobox', { name: /Skola/ });
    expect(school).toHaveValue('Rīgas 64. vidusskola');
    expect(school).toHaveAttribute('placeholder', 'Izvēlies skolu...');
    expect(
      screen.getByRole('checkbox', { name: 'Piekrītu saņemt jaunumus no Mācību materiālu portāla' }),
    ).not.toBeChecked();
    expect(screen.getByRole('img', { name: 'Pašreizējā profila bilde' })).toHaveAttribute('src', SAMPLE_AVATAR_URL);
    expect(document.title).toBe('Rediģēt profilu | Mācību materiālu portāls');
  });

  it('shows the profile rules in Latvian and sends nothing while they fail', async () => {
    const user = userEvent.setup();
    renderEdit();
    await user.clear(textbox('Vārds'));
    await user.click(save());
    expect(await screen.findByText('Obligāti jāaizpilda vārds.')).toBeVisible();
    expect(textbox('Vārds')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Vārds')).toHaveFocus();
    expect(updateProfile).not.toHaveBeenCalled();
    // The message goes as soon as the value is right.
    await user.type(textbox('Vārds'), 'Anna');
    await waitFor(() => expect(screen.queryByText('Obligāti jāaizpilda vārds.')).not.toBeInTheDocument());
  });

  it('asks for the names but not for a pseudonym, and saves an emptied one as none', async () => {
    signIn(5, { first_name: 'Anna', last_name: 'Ozola', name: 'Anna Ozola', pseudonym: 'Fizikas Fane' });
    const user = userEvent.setup();
    renderEdit();
    expect(textbox('Vārds')).toHaveAttribute('aria-required', 'true');
    expect(textbox('Pseidonīms')).not.toHaveAttribute('aria-required');
    expect(textbox('Pseidonīms')).toHaveValue('Fizikas Fane');
    await user.clear(textbox('Pseidonīms'));
    await user.click(save());
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    expect(vi.mocked(updateProfile).mock.calls[0]?.[0]).toMatchObject({ pseudonym: '' });
  });

  it("shows the server's refusal of another teacher's pseudonym under the field", async () => {
    vi.mocked(updateProfile).mockRejectedValue(
      httpError(422, { message: 'Dati nav derīgi.', errors: { pseudonym: ['Šis pseidonīms jau ir aizņemts.'] } }),
    );
    const user = userEvent.setup();
    renderEdit();
    await user.type(textbox('Pseidonīms'), 'Fizikas Fans');
    await user.click(save());
    expect(await screen.findByText('Šis pseidonīms jau ir aizņemts.')).toBeVisible();
    expect(textbox('Pseidonīms')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Pseidonīms')).toHaveFocus();
  });

  it('saves (an unanswered newsletter as false), updates the signed-in user and goes to the profile', async () => {
    const user = userEvent.setup();
    const { router } = renderEdit();
    await user.type(textbox('Pseidonīms'), 'Fizikas Fane');
    await user.clear(screen.getByRole('combobox', { name: /Skola/ }));
    await user.type(screen.getByRole('combobox', { name: /Skola/ }), 'Cēsu');
    await user.click(await screen.findByRole('option', { name: 'Cēsu Valsts ģimnāzija' }));
    await user.click(save());
    await waitFor(() => expect(router.state.location.pathname).toBe('/profils'));
    expect(updateProfile).toHaveBeenCalledWith({
      first_name: 'Anna',
      last_name: 'Ozola',
      pseudonym: 'Fizikas Fane',
      school_id: 2,
      description: 'Fizika',
      newsletter: false,
      remove_avatar: false,
    });
    const saved = useSession.getState().user;
    expect(saved?.pseudonym).toBe('Fizikas Fane');
    expect(saved?.school?.title).toBe('Cēsu Valsts ģimnāzija');
  });

  it("says 'Nav rezultātu.' when no school matches", async () => {
    const user = userEvent.setup();
    renderEdit();
    await user.clear(screen.getByRole('combobox', { name: /Skola/ }));
    await user.type(screen.getByRole('combobox', { name: /Skola/ }), 'Liepāja');
    expect(await screen.findByText('Nav rezultātu.')).toBeVisible();
  });

  it('previews a newly chosen picture and sends it with the form', async () => {
    const user = userEvent.setup();
    renderEdit();
    const click = vi.spyOn(fileInput(), 'click');
    await user.click(screen.getByRole('button', { name: 'Mainīt bildi' }));
    expect(click).toHaveBeenCalled();
    const picture = new File(['png'], 'es.png', { type: 'image/png' });
    await user.upload(fileInput(), picture);
    expect(screen.getByRole('img', { name: 'Izvēlētā profila bilde' }).getAttribute('src')).toMatch(/^blob:/);
    await user.type(textbox('Pseidonīms'), 'Fane');
    await user.click(save());
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    expect(vi.mocked(updateProfile).mock.calls[0]?.[0]).toMatchObject({ file: picture, remove_avatar: false });
  });

  it("'Dzēst bildi' shows the default picture and removes the current one on saving", async () => {
    const user = userEvent.setup();
    renderEdit();
    await user.click(screen.getByRole('button', { name: 'Dzēst bildi' }));
    expect(screen.queryByRole('img', { name: 'Pašreizējā profila bilde' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Profila bildes nav' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dzēst bildi' })).not.toBeInTheDocument();
    await user.type(textbox('Pseidonīms'), 'Fane');
    await user.click(save());
    await waitFor(() => expect(updateProfile).toHaveBeenCalled());
    const sent = vi.mocked(updateProfile).mock.calls[0]?.[0];
    expect(sent).toMatchObject({ remove_avatar: true });
    expect(sent).not.toHaveProperty('file');
  });

  it("refuses a file that is not a picture, and shows the server's message under the picture", async () => {
    renderEdit();
    await userEvent
      .setup({ applyAccept: false })
      .upload(fileInput(), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('Profila bildei jāizvēlas attēla fails.')).toBeVisible();

    vi.mocked(updateProfile).mockRejectedValue(
      httpError(422, { message: 'Dati nav derīgi.', errors: { file: ['Profila bildei jābūt attēlam.'] } }),
    );
    const user = userEvent.setup();
    await user.upload(fileInput(), new File(['not really'], 'es.png', { type: 'image/png' }));
    await user.type(textbox('Pseidonīms'), 'Fane');
    await user.click(save());
    expect(await screen.findByText('Profila bildei jābūt attēlam.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mainīt bildi' })).toHaveFocus();
  });
});
