import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { LANGUAGE_STORAGE_KEY, tokenStorage, type User } from '@stepwise/shared';
import { apiError, deferred, jsonResponse, mockApi, userFixture, type ApiHandler } from '@stepwise/shared/testing';
import { preloadAccountScreens, renderAccountScreen } from '../../test-utils/render-account-screen';
import { ScriptedXhr } from '../../test-utils/scripted-xhr';

const anna = userFixture();

beforeAll(preloadAccountScreens);

let restoreXhr: () => void;
// jsdom has no object URLs: each picked file gets one, and the test sees which are released.
const objectUrls = { created: [] as string[], revoked: [] as string[] };
beforeEach(() => {
  restoreXhr = ScriptedXhr.install();
  objectUrls.created = [];
  objectUrls.revoked = [];
  URL.createObjectURL = (file: Blob) => {
    const url = `blob:preview/${(file as File).name}`;
    objectUrls.created.push(url);
    return url;
  };
  URL.revokeObjectURL = (url: string) => {
    objectUrls.revoked.push(url);
  };
});

afterEach(() => {
  restoreXhr();
  tokenStorage.clear();
  window.localStorage.clear();
});

function profileApi(routes: Record<string, ApiHandler> = {}) {
  return mockApi({ 'GET users/me': () => jsonResponse(200, anna), ...routes });
}

type Events = Awaited<ReturnType<typeof renderAccountScreen>>['user'];

function photoInput() {
  return screen.getByLabelText('Upload a new photo') as HTMLInputElement;
}

/**
 * A PNG file. The test environment's FormData is Node's (see jest/jsdom-environment.cjs), which
 * takes only Node's own Blob and File, so the file is made with Node's File class.
 */
function png(name = 'me.png', size?: number) {
  const file = new NodeFile(['png'], name, { type: 'image/png' }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('account-profile: details and language', () => {
  it('shows the avatar, the email and the current details', async () => {
    profileApi();
    await renderAccountScreen('/account/profile');
    expect(await screen.findByRole('img', { name: 'Your photo' })).toHaveTextContent('AI');
    expect(screen.getByText('anna@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Last name')).toHaveValue('Ivanova');
    expect(screen.getByLabelText('Interface language')).toHaveValue('en');
  });

  it('loads users/me itself when no user is loaded yet (the remote running alone)', async () => {
    const api = profileApi();
    await renderAccountScreen('/account/profile', { user: null });
    expect(await screen.findByLabelText('First name')).toHaveValue('Anna');
    expect(api.callsTo('GET', 'users/me')).toHaveLength(1);
  });

  it('saves name and language: the language applies at once and the header gets the new user', async () => {
    const saved: User = { ...anna, first_name: 'Anya', lang: 'ru' };
    const api = profileApi({ 'PUT users/me': () => jsonResponse(200, saved) });
    const { user, store } = await renderAccountScreen('/account/profile');
    const firstName = await screen.findByLabelText('First name');
    await user.clear(firstName);
    await user.type(firstName, ' Anya ');
    await user.selectOptions(screen.getByLabelText('Interface language'), 'ru');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Профиль' })).toBeInTheDocument();
    expect(api.callsTo('PUT', 'users/me')[0].body).toEqual({ first_name: 'Anya', last_name: 'Ivanova', lang: 'ru' });
    expect(store.getState().locale.lang).toBe('ru');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
    expect(store.getState().auth).toMatchObject({ authUser: saved, providerName: 'password', isAuth: true });
    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('Профиль сохранён'));
    expect(screen.getByLabelText('Имя')).toHaveValue('Anya');
    expect(screen.getByLabelText('Язык интерфейса')).toHaveValue('ru');
  });

  it('asks for the names before saving', async () => {
    const api = profileApi();
    const { user } = await renderAccountScreen('/account/profile');
    await user.clear(await screen.findByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Enter your first name');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name');
    // The focus goes where the fix is needed.
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveFocus());
    expect(api.callsTo('PUT', 'users/me')).toHaveLength(0);
  });

  it('shows the fields the server refuses and says when saving fails', async () => {
    let answer = apiError(400, 'validation_failed', { fields: { last_name: 'required' } });
    profileApi({ 'PUT users/me': () => answer });
    const { user } = await renderAccountScreen('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Enter your last name'));

    answer = apiError(500, 'internal_error');
    await user.type(screen.getByLabelText('Last name'), 'a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Could not save your profile. Please try again later.'));
  });

  it('marks the button while saving', async () => {
    const answer = deferred();
    profileApi({ 'PUT users/me': () => answer.promise });
    const { user } = await renderAccountScreen('/account/profile');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saving…' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve(jsonResponse(200, anna));
    expect(await screen.findByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });
});

describe('account-profile: photo', () => {
  it('uploads a photo with real progress and shows it', async () => {
    profileApi();
    const { user, store } = await renderAccountScreen('/account/profile');
    await screen.findByRole('img', { name: 'Your photo' });
    expect(photoInput()).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(photoInput()).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB');

    await user.upload(photoInput(), png());
    const xhr = ScriptedXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/user/photo');
    expect(xhr.headers.Authorization).toBe('Bearer account-token');
    expect((xhr.body as FormData).has('photo')).toBe(true);
    const bar = screen.getByRole('progressbar', { name: 'Uploading the photo' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(photoInput()).toBeDisabled();
    // The chosen photo is shown while it uploads.
    expect(screen.getByRole('img', { name: 'Your new photo' })).toHaveAttribute('src', 'blob:preview/me.png');

    act(() => xhr.progress(30, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByText('30%')).toBeInTheDocument();
    act(() => xhr.progress(75, 100));
    expect(bar).toHaveAttribute('aria-valuenow', '75');

    const withPhoto: User = { ...anna, photo_sm: 'https://cdn.example/7-sm.webp', photo_lg: 'https://cdn.example/7-lg.webp' };
    await act(async () => xhr.respond(200, withPhoto));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('img', { name: 'Your photo' })).toHaveAttribute('src', 'https://cdn.example/7-lg.webp');
    expect(screen.queryByRole('img', { name: 'Your new photo' })).toBeNull();
    expect(objectUrls.revoked).toEqual(['blob:preview/me.png']);
    expect(store.getState().auth.authUser?.photo_sm).toBe('https://cdn.example/7-sm.webp');
    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('Your photo has been updated'));
    expect(photoInput()).toBeEnabled();
  });

  it('refuses a file that is not a JPEG, PNG or WebP before uploading', async () => {
    profileApi();
    await renderAccountScreen('/account/profile');
    await screen.findByRole('img', { name: 'Your photo' });
    fireEvent.change(photoInput(), { target: { files: [new File(['gif'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    // Worded and tied to the field like every other field error.
    expect(photoInput()).toHaveAccessibleDescription('JPEG, PNG or WebP, up to 5 MB Choose a JPEG, PNG or WebP image.');
    expect(ScriptedXhr.instances).toHaveLength(0);
    expect(objectUrls.created).toEqual([]);
  });

  it('opens the file picker from a click on the avatar', async () => {
    profileApi();
    const { user } = await renderAccountScreen('/account/profile');
    const picker = jest.spyOn(photoInput(), 'click');
    await user.click(await screen.findByRole('img', { name: 'Your photo' }));
    expect(picker).toHaveBeenCalledTimes(1);
  });

  it('uploads a photo dropped on the avatar, with its preview and progress', async () => {
    profileApi();
    await renderAccountScreen('/account/profile');
    const avatar = await screen.findByRole('img', { name: 'Your photo' });
    const dataTransfer = { files: [png('dropped.png')], types: ['Files'], dropEffect: 'none' };
    fireEvent.dragEnter(avatar, { dataTransfer });
    expect(screen.getByText('Drop the photo')).toBeInTheDocument();
    fireEvent.drop(avatar, { dataTransfer });
    expect(screen.queryByText('Drop the photo')).toBeNull();

    const xhr = ScriptedXhr.last!;
    expect(((xhr.body as FormData).get('photo') as File).name).toBe('dropped.png');
    expect(screen.getByRole('img', { name: 'Your new photo' })).toHaveAttribute('src', 'blob:preview/dropped.png');
    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading the photo' })).toHaveAttribute('aria-valuenow', '50');
    // A file dropped while one uploads is ignored: one upload at a time.
    fireEvent.drop(screen.getByRole('img', { name: 'Your new photo' }), { dataTransfer: { files: [png('other.png')], types: ['Files'] } });
    expect(ScriptedXhr.instances).toHaveLength(1);
  });

  it('refuses a dropped file of the wrong type with the field error, and keeps the old avatar', async () => {
    profileApi();
    await renderAccountScreen('/account/profile');
    const avatar = await screen.findByRole('img', { name: 'Your photo' });
    fireEvent.drop(avatar, { dataTransfer: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })], types: ['Files'] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP image.');
    expect(photoInput()).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeInTheDocument();
    expect(ScriptedXhr.instances).toHaveLength(0);
  });

  it('refuses a photo over 5 MB before uploading (Russian)', async () => {
    profileApi();
    const { user } = await renderAccountScreen('/account/profile', { lang: 'ru' });
    await user.upload(await screen.findByLabelText('Загрузить новое фото'), png('big.png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('Фото должно быть не больше 5 МБ. Выберите файл поменьше.');
    expect(ScriptedXhr.instances).toHaveLength(0);
  });

  it.each([
    [415, 'unsupported_photo_type', 'Choose a JPEG, PNG or WebP image.'],
    [413, 'photo_too_large', 'The photo must be at most 5 MB. Choose a smaller file.'],
  ])('explains a %s from the server', async (status, code, message) => {
    profileApi();
    const { user } = await renderAccountScreen('/account/profile');
    await user.upload(await screen.findByLabelText('Upload a new photo'), png());
    await act(async () => ScriptedXhr.last!.respond(status, { code, message: code }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('progressbar')).toBeNull();
    // The refused photo is not left on screen as if it were the new one.
    expect(screen.queryByRole('img', { name: 'Your new photo' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Your photo' })).toBeInTheDocument();
  });

  it('says when the upload fails otherwise', async () => {
    profileApi();
    const { user } = await renderAccountScreen('/account/profile');
    await user.upload(await screen.findByLabelText('Upload a new photo'), png());
    await act(async () => ScriptedXhr.last!.respond(500, { code: 'internal_error', message: '' }));
    await waitFor(() => expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Please try again later'));
  });
});

describe('account-profile: password', () => {
  async function fillPassword(user: Events, current: string, next: string, confirmation: string) {
    if (current) await user.type(await screen.findByLabelText('Current password'), current);
    if (next) await user.type(screen.getByLabelText('New password'), next);
    if (confirmation) await user.type(screen.getByLabelText('Repeat the new password'), confirmation);
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
  }

  it('hints at 8 characters and checks the fields before sending', async () => {
    const api = profileApi();
    const { user } = await renderAccountScreen('/account/profile');
    expect(await screen.findByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. 6 are enough to sign up; a password you change in your profile needs 8, as it guards an account that already holds your work.',
    );
    await fillPassword(user, '', '', '');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. 6 are enough to sign up; a password you change in your profile needs 8, as it guards an account that already holds your work. Password is required',
    );
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('Enter confirmation');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());

    await fillPassword(user, 'old-secret', 'short', 'other');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. 6 are enough to sign up; a password you change in your profile needs 8, as it guards an account that already holds your work. Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Repeat the new password')).toHaveAccessibleDescription('Confirmation does not match');
    expect(api.callsTo('PUT', 'users/me')).toHaveLength(0);
  });

  it('gives the hint in Russian', async () => {
    profileApi();
    await renderAccountScreen('/account/profile', { lang: 'ru' });
    expect(await screen.findByLabelText('Новый пароль')).toHaveAccessibleDescription(
      'Не менее 8 символов. Для регистрации хватает 6, а пароль, который вы меняете в профиле, должен быть не короче 8: он защищает учётную запись, где уже хранится ваша работа.',
    );
  });

  it('puts the server’s objections next to the fields', async () => {
    let fields: Record<string, string> = { current_password: 'wrong' };
    profileApi({ 'PUT users/me': () => apiError(400, 'validation_failed', { fields }) });
    const { user } = await renderAccountScreen('/account/profile');
    await fillPassword(user, 'not-my-password', 'new-secret-1', 'new-secret-1');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('The current password is wrong'));

    fields = { current_password: 'required', new_password: 'min_length' };
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription('Enter your current password'));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. 6 are enough to sign up; a password you change in your profile needs 8, as it guards an account that already holds your work. Password must be at least 8 characters',
    );
  });

  it('changes the password, says so and clears the fields', async () => {
    const api = profileApi({ 'PUT users/me': () => jsonResponse(200, anna) });
    const { user } = await renderAccountScreen('/account/profile');
    await fillPassword(user, 'old-secret', 'new-secret-1', 'new-secret-1');
    await waitFor(() => expect(screen.getByTestId('toasts-polite')).toHaveTextContent('Your password has been changed.'));
    expect(api.callsTo('PUT', 'users/me')[0].body).toEqual({
      first_name: 'Anna',
      last_name: 'Ivanova',
      lang: 'en',
      current_password: 'old-secret',
      new_password: 'new-secret-1',
    });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Repeat the new password')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).not.toHaveAttribute('aria-invalid');
  });

  it('says when the password could not be changed', async () => {
    profileApi({ 'PUT users/me': () => apiError(500, 'internal_error') });
    const { user } = await renderAccountScreen('/account/profile');
    await fillPassword(user, 'old-secret', 'new-secret-1', 'new-secret-1');
    await waitFor(() => expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Could not change the password. Please try again later.'));
  });
});
