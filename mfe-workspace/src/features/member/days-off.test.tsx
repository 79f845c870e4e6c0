import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@stepwise/shared';
import { apiError } from '@stepwise/shared/testing';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { dayOffFixture, workingTimeServer } from '../../test-utils/working-time-server';

beforeAll(preloadWorkScreens);

afterEach(() => tokenStorage.clear());

const BORIS_DAYS_OFF = 'workspaces/42/members/8/days-off';

const vacation = dayOffFixture({ id: 901, from: '2030-01-14', to: '2030-01-18', kind: 'vacation' });
const doctor = dayOffFixture({ id: 902, from: '2029-06-03', to: '2029-06-03', kind: 'other', part: ['10:00', '12:00'] });
const flu = dayOffFixture({ id: 903, from: '2020-02-10', to: '2020-02-12', kind: 'sick_leave' });

async function openBoris(lang?: 'ru') {
  const user = userEvent.setup();
  await renderWorkScreen('/w/42/team/8', lang && { lang });
  await screen.findByRole('heading', { name: lang ? 'Отсутствия' : 'Days off' });
  return user;
}

/** Dates ranges are written with thin spaces around the dash. */
function plain(text: string | null) {
  return (text ?? '').replace(/\u2009/g, ' ');
}

const DELETE_VACATION = /^Delete Vacation, January 14\s–\s18, 2030$/;

function setField(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('a member’s days off', () => {
  it('lists the coming days off earliest first, and folds the past ones away', async () => {
    workingTimeServer({ daysOff: { 8: [flu, vacation, doctor] } });
    await openBoris();
    const coming = await screen.findByRole('list', { name: 'Coming days off' });
    expect(
      within(coming)
        .getAllByRole('listitem')
        .map((item) => plain(item.textContent)),
    ).toEqual([expect.stringContaining('Other · June 3, 2029, 10:00–12:00'), expect.stringContaining('Vacation · January 14 – 18, 2030')]);
    expect(screen.getByText('Past days off (1)')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Past days off', hidden: true })).not.toBeVisible();
    await userEvent.click(screen.getByText('Past days off (1)'));
    expect(screen.getByRole('list', { name: 'Past days off' })).toHaveTextContent(/Sick leave · February 10\s–\s12, 2020/);
  });

  it('names the kinds in Russian', async () => {
    workingTimeServer({ daysOff: { 8: [vacation, doctor, flu] } });
    await openBoris('ru');
    const coming = await screen.findByRole('list', { name: 'Предстоящие отсутствия' });
    expect(coming).toHaveTextContent('Отпуск');
    expect(coming).toHaveTextContent('Другое');
    expect(screen.getByRole('list', { name: 'Прошедшие отсутствия', hidden: true })).toHaveTextContent('Больничный');
  });

  it('says when nothing is coming', async () => {
    workingTimeServer();
    await openBoris();
    expect(await screen.findByText('No days off coming up.')).toBeInTheDocument();
  });

  it('adds whole days from the keyboard: Kind first, then From and To, Enter submits', async () => {
    const api = workingTimeServer();
    const user = await openBoris();
    screen.getByRole('button', { name: 'Add day off' }).focus();
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'New day off' }));
    expect(dialog.getByRole('combobox', { name: 'Kind' })).toHaveFocus();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Kind' }), 'Sick leave');
    await user.tab();
    expect(dialog.getByLabelText('From')).toHaveFocus();
    setField('From', '2030-03-02');
    await user.tab();
    expect(dialog.getByLabelText('To')).toHaveFocus();
    setField('To', '2030-03-04');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Day off added')).toBeInTheDocument();
    expect(api.callsTo('POST', BORIS_DAYS_OFF).map((call) => call.body)).toEqual([{ from: '2030-03-02', to: '2030-03-04', kind: 'sick_leave' }]);
    expect(await screen.findByRole('list', { name: 'Coming days off' })).toHaveTextContent(/Sick leave · March 2\s–\s4, 2030/);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('adds a part of a day with its hours, after refusing hours that end before they start', async () => {
    const api = workingTimeServer();
    const user = await openBoris();
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New day off' }));
    setField('From', '2030-05-20');
    setField('To', '2030-05-20');
    await user.click(dialog.getByRole('checkbox', { name: /Only part of each day/ }));
    setField('Start time', '15:00');
    setField('End time', '13:00');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Must end after it starts')).toBeInTheDocument();
    expect(api.callsTo('POST', BORIS_DAYS_OFF)).toHaveLength(0);
    setField('End time', '17:30');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    await screen.findByText('Day off added');
    expect(api.callsTo('POST', BORIS_DAYS_OFF).map((call) => call.body)).toEqual([
      { from: '2030-05-20', to: '2030-05-20', kind: 'vacation', part: ['15:00', '17:30'] },
    ]);
  });

  it('refuses a last day before the first, and shows the API’s refusal of the dates', async () => {
    const api = workingTimeServer({ extra: { [`POST ${BORIS_DAYS_OFF}`]: () => apiError(400, 'validation_failed', { fields: { to: 'invalid' } }) } });
    const user = await openBoris();
    await user.click(screen.getByRole('button', { name: 'Add day off' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New day off' }));
    setField('From', '2030-05-20');
    setField('To', '2030-05-19');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Must not be before the first day')).toBeInTheDocument();
    expect(api.callsTo('POST', BORIS_DAYS_OFF)).toHaveLength(0);
    setField('To', '2030-05-22');
    await user.click(dialog.getByRole('button', { name: 'Add' }));
    expect(await dialog.findByText('Check the dates: the last day not before the first, at most 366 days')).toBeInTheDocument();
  });

  it('deletes only once confirmed', async () => {
    const api = workingTimeServer({ daysOff: { 8: [vacation, doctor] } });
    const user = await openBoris();
    await user.click(await screen.findByRole('button', { name: DELETE_VACATION }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete the day off?' }));
    await user.click(confirm.getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE', `${BORIS_DAYS_OFF}/901`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: DELETE_VACATION }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the day off?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Day off deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE', `${BORIS_DAYS_OFF}/901`)).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Coming days off' })).not.toHaveTextContent('Vacation'));
  });

  it('tells why a deletion was refused and keeps the day off', async () => {
    workingTimeServer({ daysOff: { 8: [vacation] }, extra: { [`DELETE ${BORIS_DAYS_OFF}/901`]: () => apiError(403, 'forbidden') } });
    const user = await openBoris();
    await user.click(await screen.findByRole('button', { name: DELETE_VACATION }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete the day off?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('You are not allowed to change this.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Coming days off' })).toHaveTextContent('Vacation');
  });
});
