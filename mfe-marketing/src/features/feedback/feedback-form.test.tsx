import { screen, waitFor, within } from '@testing-library/react';
import { apiError, jsonResponse, mockApi, networkFailure, type ApiHandler } from '@stepwise/shared/testing';
import { preloadMarketingScreens, renderMarketingScreen } from '../../test-utils/render-marketing-screen';

beforeAll(preloadMarketingScreens);

type User = Awaited<ReturnType<typeof renderMarketingScreen>>['user'];

const FAILURE_EN = 'Message could not been sent. Please try again later.';
const FAILURE_RU = 'Не удалось отправить сообщение. Пожалуйста, попробуйте позже.';
const GOOD_MESSAGE = 'We are a team of twelve. Can we import our tasks?';

async function fill(user: User, values: { name?: string; email?: string; message?: string }) {
  if (values.name) await user.type(screen.getByLabelText('Your name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.message) await user.type(screen.getByLabelText('Message'), values.message);
}

async function openContacts(handler?: ApiHandler, lang: 'en' | 'ru' = 'en') {
  const api = mockApi(handler ? { 'POST feedback': handler } : {});
  const view = await renderMarketingScreen('/contacts', { lang });
  await screen.findByRole('heading', { level: 1 });
  return { ...view, api };
}

describe('feedback form', () => {
  it('shows every validation message next to its field, focuses the first and sends nothing', async () => {
    const { user, api } = await openContacts();
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter correct email');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'At least 20 characters: tell us about your team and what you would like to know. Please write your message',
    );
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveFocus());
    expect(api.calls).toHaveLength(0);
  });

  it('checks the email and the length of the message ({length} is filled in)', async () => {
    const { user, api } = await openContacts();
    await fill(user, { name: 'Ann', email: 'ann@example', message: '  too short message ' });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter correct email');
    expect(screen.getByText('Message must be at least 20 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the validation messages in Russian', async () => {
    const { user } = await openContacts(undefined, 'ru');
    await user.type(screen.getByLabelText('Email'), 'не-почта');
    await user.type(screen.getByLabelText('Сообщение'), 'Коротко');
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));

    expect(screen.getByLabelText('Ваше имя')).toHaveAccessibleDescription('Укажите ваше имя');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Укажите корректный email');
    expect(screen.getByText('Сообщение должно быть не короче 20 символов')).toBeInTheDocument();
  });

  it('sends name, email and message, shows busy state, then thanks', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, api } = await openContacts(() => new Promise<Response>((resolve) => (answer = resolve)));
    await fill(user, { name: ' Ann Lee ', email: 'ann@example.com', message: GOOD_MESSAGE });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const busy = await screen.findByRole('button', { name: 'Sending…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy.closest('form')).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(201));

    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you! Your message has been sent.');
    expect(thanks).toHaveTextContent('We will reply to ann@example.com');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(api.callsTo('POST', 'feedback')).toHaveLength(1);
    expect(api.callsTo('POST', 'feedback')[0].body).toEqual({ name: 'Ann Lee', email: 'ann@example.com', message: GOOD_MESSAGE });

    await user.click(screen.getByRole('button', { name: 'Write another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('does not read the body of a successful answer', async () => {
    const { user } = await openContacts(() => new Response('Created', { status: 201, headers: { 'Content-Type': 'text/plain' } }));
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: GOOD_MESSAGE });
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
  });

  it.each([
    ['the network fails', networkFailure],
    ['the server fails', () => apiError(500, 'internal_error')],
    ['the service is unavailable', () => new Response('Bad gateway', { status: 502 })],
    ['there are too many requests', () => apiError(429, 'rate_limited', {}, { 'Retry-After': '60' })],
  ])('shows exactly the failure message of the specification when %s', async (_case, handler) => {
    const { user } = await openContacts(handler);
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: GOOD_MESSAGE });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${FAILURE_EN.replace(/\./g, '\\.')}$`));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue(GOOD_MESSAGE);
  });

  it('shows the failure message in Russian', async () => {
    const { user } = await openContacts(() => apiError(429, 'rate_limited'), 'ru');
    await user.type(screen.getByLabelText('Ваше имя'), 'Анна');
    await user.type(screen.getByLabelText('Email'), 'anna@example.com');
    await user.type(screen.getByLabelText('Сообщение'), 'Нас двенадцать человек, можно ли перенести задачи?');
    await user.click(screen.getByRole('button', { name: 'Отправить сообщение' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(FAILURE_RU);
  });

  it('puts the server’s field codes next to the fields', async () => {
    const { user } = await openContacts(() => apiError(400, 'validation_failed', { fields: { name: 'required', email: 'invalid', message: 'min_length' } }));
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: GOOD_MESSAGE });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter correct email'));
    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByText('Message must be at least 20 characters')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('maps the required codes of email and message too', async () => {
    const { user } = await openContacts(() => apiError(400, 'validation_failed', { fields: { email: 'required', message: 'required' } }));
    await fill(user, { name: 'Ann', email: 'ann@example.com', message: GOOD_MESSAGE });
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter correct email'));
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(expect.stringContaining('Please write your message'));
  });

  it('is on the landing page too', async () => {
    mockApi({ 'POST feedback': () => jsonResponse(201) });
    const { user } = await renderMarketingScreen('/en');
    const section = await screen.findByRole('region', { name: 'Have a question? Write to us' });
    await user.type(within(section).getByLabelText('Your name'), 'Ann');
    await user.type(within(section).getByLabelText('Email'), 'ann@example.com');
    await user.type(within(section).getByLabelText('Message'), GOOD_MESSAGE);
    await user.click(within(section).getByRole('button', { name: 'Send message' }));
    expect(await within(section).findByRole('status')).toHaveTextContent('Thank you! Your message has been sent.');
  });
});
