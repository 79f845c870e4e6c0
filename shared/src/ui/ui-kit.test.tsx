import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { AppProviders } from '../host/app-providers';
import { composeValidators, minLength, required } from '../forms/validators';
import { createAppStore } from '../store/create-app-store';
import { localeChanged } from '../i18n/locale-slice';
import { LOCALES } from '../i18n/locales';
import { loadCatalogue } from '../i18n/message-catalogue';
import { sharedMessages } from '../messages/shared-messages';
import { ToastRegion, TOAST_DURATION_MS } from '../toast/toast-region';
import { toastShown } from '../toast/toast-slice';
import { CheckboxField } from './checkbox-field';
import { ConfirmDialog } from './confirm-dialog';
import { LocalDate } from './local-date';
import { NewPasswordFields } from './new-password-fields';
import { SelectField } from './select-field';
import { StepIndicator } from './step-indicator';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';
import { ValidatedForm } from './validated-form';

const messages = {
  ru: async () => ({
    'test.saved': 'Сохранено',
    'test.failed': 'Не удалось',
    'test.accept': 'Примите условия',
    'test.choose': 'Выберите',
    'test.short': 'Не короче {length}',
  }),
  en: async () => ({
    'test.saved': 'Saved',
    'test.failed': 'Failed',
    'test.accept': 'Accept the terms',
    'test.choose': 'Choose one',
    'test.short': 'At least {length}',
  }),
};

beforeAll(() => Promise.all(LOCALES.flatMap((locale) => [loadCatalogue(sharedMessages, locale), loadCatalogue(messages, locale)])));

/** Renders inside the real providers; act lets the message catalogues' Suspense settle. */
async function renderWithProviders(ui: React.ReactNode, store = createAppStore()) {
  let result!: ReturnType<typeof render>;
  await act(async () => {
    result = render(
      <AppProviders store={store} messages={messages}>
        {ui}
      </AppProviders>,
    );
  });
  return { store, ...result };
}

describe('CheckboxField and SelectField', () => {
  it('show their validation message after a submit attempt, tied to the control', async () => {
    await renderWithProviders(
      <Form onSubmit={() => undefined}>
        {({ handleSubmit }) => (
          <form onSubmit={handleSubmit}>
            <CheckboxField name="accept" label="I agree" validate={required('test.accept')} />
            <SelectField name="size" label="Team size" placeholder="—" options={[{ value: '5', label: '5' }]} validate={required('test.choose')} />
            <button type="submit">Send</button>
          </form>
        )}
      </Form>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Send' }, { timeout: 5000 }));
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveAccessibleDescription('Примите условия');
    expect(screen.getByRole('combobox', { name: 'Team size' })).toHaveAccessibleDescription('Выберите');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(screen.queryByText('Примите условия')).toBeNull();
  });
});

describe('TextField and TextAreaField in a ValidatedForm', () => {
  it('show their hint, and their error with its values once changed or submitted, tied to the control', async () => {
    await renderWithProviders(
      <Form onSubmit={() => undefined}>
        {({ handleSubmit }) => (
          <ValidatedForm handleSubmit={handleSubmit}>
            <TextField name="name" label="Name" validate={required('validation.required')} />
            <TextAreaField
              name="message"
              label="Message"
              hint="Tell us more"
              validate={composeValidators(required('validation.required'), minLength(10, 'test.short'))}
              errorValues={{ length: 10 }}
            />
            <button type="submit">Send</button>
          </ValidatedForm>
        )}
      </Form>,
    );
    const message = await screen.findByRole('textbox', { name: 'Message' }, { timeout: 5000 });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAccessibleDescription('Tell us more');
    await userEvent.click(message);
    await userEvent.tab();
    expect(message).not.toHaveAttribute('aria-invalid');

    await userEvent.type(message, 'Short');
    await userEvent.tab();
    expect(message).toHaveAccessibleDescription('Tell us more Не короче 10');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Name' })).not.toHaveAttribute('aria-invalid');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Обязательное поле');
    // ValidatedForm: the first field with an error gets the focus.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus());
    await userEvent.type(message, ' and longer');
    expect(message).toHaveAccessibleDescription('Tell us more');
  });
});

describe('The message line under a field', () => {
  /** The line under the control and what it holds: the room kept for each message, and the shown error. */
  function messageLine(control: HTMLElement) {
    let frame = control.parentElement!;
    while (!frame.querySelector('[data-message-line]')) frame = frame.parentElement!;
    const line = frame.querySelector<HTMLElement>('[data-message-line]')!;
    const reserved = Array.from(line.querySelectorAll<HTMLElement>('[data-reserved-message]'));
    return {
      line,
      reserved: reserved.map((each) => each.dataset.reservedMessage),
      hiddenFromReaders: reserved.every((each) => each.getAttribute('aria-hidden') === 'true' && each.textContent === ''),
    };
  }

  it('keeps room for every message of the field before and after one appears, so nothing below moves', async () => {
    await renderWithProviders(
      <Form onSubmit={() => undefined}>
        {({ handleSubmit }) => (
          <ValidatedForm handleSubmit={handleSubmit}>
            <TextField
              name="code"
              label="Code"
              hint="Six digits"
              validate={composeValidators(required('validation.required'), minLength(6, 'test.short'))}
              errorValues={{ length: 6 }}
            />
            <CheckboxField name="accept" label="I agree" />
            <button type="submit">Send</button>
          </ValidatedForm>
        )}
      </Form>,
    );
    const code = await screen.findByRole('textbox', { name: 'Code' }, { timeout: 5000 });
    const before = messageLine(code);
    expect(before.line).toHaveStyle({ display: 'grid', minHeight: '1.5em' });
    expect(before.reserved).toEqual(['Обязательное поле', 'Не короче 6']);
    expect(before.hiddenFromReaders).toBe(true);
    expect(before.line).toHaveTextContent(/^$/);
    // A field without a validator still keeps one line.
    expect(messageLine(screen.getByRole('checkbox', { name: 'I agree' })).line).toHaveStyle({ minHeight: '1.5em' });

    await userEvent.type(code, '123');
    await userEvent.tab();
    const after = messageLine(code);
    expect(after.line).toBe(before.line);
    expect(after.line).toHaveTextContent('Не короче 6');
    expect(after.reserved).toEqual(before.reserved);
    // The error shares the grid cell of the reserved messages instead of adding a row.
    const error = after.line.querySelector<HTMLElement>(`#${code.id.replace(/:/g, '\\:')}-error`)!;
    expect(error).toHaveStyle({ gridRow: '1', gridColumn: '1' });
    after.line
      .querySelectorAll<HTMLElement>('[data-reserved-message]')
      .forEach((each) => expect(each).toHaveStyle({ gridRow: '1', gridColumn: '1', visibility: 'hidden' }));
    expect(code).toHaveAccessibleDescription('Six digits Не короче 6');
  });
});

describe('ConfirmDialog', () => {
  it('confirms and cancels', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    await renderWithProviders(
      <ConfirmDialog open title="Unlink the card?" confirmLabel="Unlink" cancelLabel="Keep" onConfirm={onConfirm} onCancel={onCancel}>
        Renewals stop.
      </ConfirmDialog>,
    );
    expect(await screen.findByRole('heading', { name: 'Unlink the card?' }, { timeout: 5000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('ignores clicks on confirm while busy', async () => {
    const onConfirm = jest.fn();
    await renderWithProviders(
      <ConfirmDialog open busy title="Unlink?" confirmLabel="Unlink" cancelLabel="Keep" onConfirm={onConfirm} onCancel={() => undefined}>
        …
      </ConfirmDialog>,
    );
    const confirm = await screen.findByRole('button', { name: 'Unlink' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('ToastRegion', () => {
  afterEach(() => jest.useRealTimers());

  it('announces success politely and errors assertively, then dismisses them', async () => {
    jest.useFakeTimers();
    const { store } = await renderWithProviders(<ToastRegion />);
    await act(async () => {
      store.dispatch(toastShown({ tone: 'success', text: 'Сохранено' }));
      store.dispatch(toastShown({ tone: 'error', text: 'Не удалось' }));
    });
    expect(screen.getByTestId('toasts-polite')).toHaveTextContent('Сохранено');
    expect(screen.getByTestId('toasts-polite')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByTestId('toasts-assertive')).toHaveTextContent('Не удалось');
    expect(screen.getByTestId('toasts-assertive')).toHaveAttribute('aria-live', 'assertive');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    });
    expect(store.getState().toasts).toEqual([]);
  });

  it('lets presses through its empty space to what is under it; only a toast takes them', async () => {
    const { store } = await renderWithProviders(<ToastRegion />);
    const region = screen.getByTestId('toasts-polite').parentElement!;
    expect(region).toHaveStyle({ position: 'fixed', pointerEvents: 'none' });
    await act(async () => {
      store.dispatch(toastShown({ tone: 'success', text: 'Сохранено' }));
    });
    expect(screen.getByText('Сохранено').closest('li')).toHaveStyle({ pointerEvents: 'auto' });
  });
});

describe('StepIndicator', () => {
  it('lists the steps in order, marks the current one and says which are done', async () => {
    await renderWithProviders(<StepIndicator label="Payment steps" steps={['Method', 'Details', 'Result']} current={1} doneLabel="(done)" />);
    const list = await screen.findByRole('list', { name: 'Payment steps' }, { timeout: 5000 });
    expect(list.tagName).toBe('OL');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['✓Method(done)', '2Details', '3Result']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Details');
  });

  it('marks nothing done on the first step and every earlier step done on the last', async () => {
    const { rerender, store } = await renderWithProviders(<StepIndicator label="Steps" steps={['One', 'Two']} current={0} doneLabel="(done)" />);
    expect(await screen.findByRole('listitem', { current: 'step' }, { timeout: 5000 })).toHaveTextContent('One');
    expect(screen.queryByText('(done)')).toBeNull();
    await act(async () => {
      rerender(
        <AppProviders store={store} messages={messages}>
          <StepIndicator label="Steps" steps={['One', 'Two']} current={1} doneLabel="(done)" />
        </AppProviders>,
      );
    });
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Two');
    expect(screen.getAllByText('(done)')).toHaveLength(1);
  });
});

describe('LocalDate', () => {
  it('writes the date out in the interface language and keeps the machine-readable value', async () => {
    const store = createAppStore();
    store.dispatch(localeChanged('en'));
    const { unmount } = await renderWithProviders(<LocalDate value="2026-03-12T00:00:00Z" />, store);
    const english = await screen.findByText('March 12, 2026', {}, { timeout: 5000 });
    expect(english.tagName).toBe('TIME');
    expect(english).toHaveAttribute('datetime', '2026-03-12T00:00:00Z');
    unmount();
    await renderWithProviders(<LocalDate value="2026-03-12T00:00:00Z" />);
    expect(await screen.findByText('12 марта 2026 г.', {}, { timeout: 5000 })).toHaveAttribute('datetime', '2026-03-12T00:00:00Z');
  });
});

describe('NewPasswordFields', () => {
  function PasswordForm({ minLength, hint }: { minLength: number; hint?: string }) {
    return (
      <Form onSubmit={() => undefined}>
        {({ handleSubmit }) => (
          <ValidatedForm handleSubmit={handleSubmit}>
            <NewPasswordFields name="new_password" minLength={minLength} label="New password" confirmationLabel="Repeat it" hint={hint} />
            <button type="submit">Save</button>
          </ValidatedForm>
        )}
      </Form>
    );
  }

  it('hints the rule in the interface language unless given a hint', async () => {
    const store = createAppStore();
    store.dispatch(localeChanged('en'));
    const { unmount } = await renderWithProviders(<PasswordForm minLength={8} />, store);
    expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toHaveAccessibleDescription(
      'At least 8 characters. 6 are enough to sign up; a password you change in your profile needs 8, as it guards an account that already holds your work.',
    );
    unmount();
    const { unmount: unmountRussian } = await renderWithProviders(<PasswordForm minLength={6} />);
    expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toHaveAccessibleDescription(
      'Не менее 6 символов. Для регистрации хватает 6, а пароль, который вы меняете в профиле, должен быть не короче 8: он защищает учётную запись, где уже хранится ваша работа.',
    );
    unmountRussian();
    await renderWithProviders(<PasswordForm minLength={6} hint="Six or more" />);
    expect(await screen.findByLabelText('New password', {}, { timeout: 5000 })).toHaveAccessibleDescription('Six or more');
  });

  it('names the confirmation after the password and refuses a confirmation that differs', async () => {
    await renderWithProviders(<PasswordForm minLength={6} />);
    const password = await screen.findByLabelText('New password', {}, { timeout: 5000 });
    const confirmation = screen.getByLabelText('Repeat it');
    expect(confirmation).toHaveAttribute('name', 'new_password_confirmation');
    await userEvent.type(password, 'secret-one');
    await userEvent.type(confirmation, 'secret-two');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(confirmation).toHaveAccessibleDescription('Пароли не совпадают');
    expect(password).not.toHaveAttribute('aria-invalid');
  });
});
