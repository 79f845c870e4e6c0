import { act, screen, waitFor } from '@testing-library/react';
import { tokenStorage } from '@stepwise/shared';
import { apiError, jsonResponse, mockApi, workspaceFixture as workspace } from '@stepwise/shared/testing';
import { redirectTo } from '../../common/browser/redirect-to';
import { preloadAccountScreens, renderAccountScreen } from '../../test-utils/render-account-screen';
import { WORKSPACE_URL_TEMPLATE_META } from '../../common/workspace/workspace-address';

jest.mock('../../common/browser/redirect-to', () => ({ redirectTo: jest.fn() }));

beforeAll(preloadAccountScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.useRealTimers();
  jest.mocked(redirectTo).mockReset();
  document.head.querySelectorAll('meta').forEach((meta) => meta.remove());
});

function setTemplate(template: string) {
  const meta = document.createElement('meta');
  meta.name = WORKSPACE_URL_TEMPLATE_META;
  meta.content = template;
  document.head.append(meta);
}

const tick = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('workspaceCreated', () => {
  it('counts down politely for 5 seconds, then opens the workspace by default', async () => {
    jest.useFakeTimers();
    const api = mockApi({ 'GET workspaces/42': () => jsonResponse(200, workspace()) });
    await renderAccountScreen('/workspaces/42/created', { fakeTimers: true });

    expect(await screen.findByRole('heading', { name: 'The workspace “Acme” has been created' })).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Taking you to the workspace in 5 seconds.');
    expect(screen.getByRole('link', { name: 'Go now' })).toHaveAttribute('href', '/w/42');

    await tick(1000);
    expect(status).toHaveTextContent('Taking you to the workspace in 4 seconds.');
    await tick(3000);
    expect(status).toHaveTextContent('Taking you to the workspace in 1 second.');
    expect(screen.getByTestId('location')).toHaveTextContent('/workspaces/42/created');
    await tick(1000);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/w/42'));
    expect(redirectTo).not.toHaveBeenCalled();
    expect(api.callsTo('GET', 'workspaces/42')).toHaveLength(1);
  });

  it('goes to the workspace address made from the page template ({domain}, {id})', async () => {
    jest.useFakeTimers();
    setTemplate('https://{domain}.stepwise.app/?workspace={id}');
    mockApi({ 'GET workspaces/42': () => jsonResponse(200, workspace({ domain: 'acme-team' })) });
    await renderAccountScreen('/workspaces/42/created', { fakeTimers: true });

    expect(await screen.findByRole('link', { name: 'Go now' })).toHaveAttribute('href', 'https://acme-team.stepwise.app/?workspace=42');
    await tick(4000);
    expect(redirectTo).not.toHaveBeenCalled();
    await tick(1000);
    expect(redirectTo).toHaveBeenCalledTimes(1);
    expect(redirectTo).toHaveBeenCalledWith('https://acme-team.stepwise.app/?workspace=42');
    await tick(3000);
    expect(redirectTo).toHaveBeenCalledTimes(1);
  });

  it('goes at once with "Go now"', async () => {
    setTemplate('https://{domain}.stepwise.app/');
    mockApi({ 'GET workspaces/42': () => jsonResponse(200, workspace()) });
    const { user } = await renderAccountScreen('/workspaces/42/created');
    await user.click(await screen.findByRole('link', { name: 'Go now' }));
    expect(redirectTo).toHaveBeenCalledWith('https://acme.stepwise.app/');
  });

  it('counts down in Russian', async () => {
    jest.useFakeTimers();
    mockApi({ 'GET workspaces/42': () => jsonResponse(200, workspace({ name: 'Рога и копыта' })) });
    await renderAccountScreen('/workspaces/42/created', { fakeTimers: true, lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Пространство «Рога и копыта» создано' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Переходим в пространство через 5 секунд.');
    await tick(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Переходим в пространство через 3 секунды.');
    await tick(2000);
    expect(screen.getByRole('status')).toHaveTextContent('Переходим в пространство через 1 секунду.');
    expect(screen.getByRole('link', { name: 'Перейти сейчас' })).toBeInTheDocument();
  });

  it('shows the not-found page for a workspace that does not exist', async () => {
    mockApi({ 'GET workspaces/404': () => apiError(404, 'not_found') });
    await renderAccountScreen('/workspaces/404/created');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    expect(redirectTo).not.toHaveBeenCalled();
  });

  it('shows the not-found page in Russian', async () => {
    mockApi({ 'GET workspaces/404': () => apiError(404, 'not_found') });
    await renderAccountScreen('/workspaces/404/created', { lang: 'ru' });
    expect(await screen.findByRole('heading', { name: 'Страница не найдена' })).toBeInTheDocument();
  });

  it('takes the workspace just created from the wizard without asking again', async () => {
    const api = mockApi({
      'GET plans': () => apiError(500, 'internal_error'),
      'POST workspaces/domain': (call) => jsonResponse(200, { domain: (call.body as { domain: string }).domain, available: true, suggestions: [] }),
      'POST workspaces': () => jsonResponse(201, workspace({ id: 77, name: 'Acme' })),
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await renderAccountScreen('/new-workspace');
    await user.selectOptions(await screen.findByLabelText('Business sector'), 'design');
    await user.selectOptions(screen.getByLabelText('Team size'), '5');
    await user.selectOptions(screen.getByLabelText('Your role'), 'member');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Workspace name'), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Create workspace' }));
    expect(await screen.findByRole('heading', { name: 'The workspace “Acme” has been created' })).toBeInTheDocument();
    expect(api.callsTo('GET', 'workspaces/77')).toHaveLength(0);
    jest.mocked(console.error).mockRestore();
  });
});
