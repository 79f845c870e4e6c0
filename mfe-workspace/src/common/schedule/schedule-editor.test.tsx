import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { tokenStorage } from '@stepwise/shared';
import { apiError } from '@stepwise/shared/testing';
import { preloadWorkScreens, renderWorkScreen } from '../../test-utils/render-work-screen';
import { scheduleFixture, workingTimeServer } from '../../test-utils/working-time-server';

beforeAll(preloadWorkScreens);

afterEach(() => {
  tokenStorage.clear();
  jest.restoreAllMocks();
});

const OWN_SCHEDULE = 'workspaces/42/members/7/schedule';

async function openOwnHours() {
  const user = userEvent.setup();
  await renderWorkScreen('/w/42/team/7');
  await screen.findByRole('combobox', { name: 'Time zone' });
  return user;
}

function day(name: string) {
  return within(screen.getByRole('group', { name }));
}

function setTime(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('the schedule editor', () => {
  it('shows the zone with its offset, each weekday’s intervals and the week’s total', async () => {
    workingTimeServer({ schedules: { 7: scheduleFixture() } });
    await openOwnHours();
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Moscow');
    expect(screen.getByText('Now UTC+03:00')).toBeInTheDocument();
    expect(screen.getByLabelText('Start of interval 2, Monday')).toHaveValue('14:00');
    expect(day('Saturday').getByRole('checkbox', { name: 'Day off' })).toBeChecked();
    expect(day('Monday').getByRole('checkbox', { name: 'Day off' })).not.toBeChecked();
    expect(screen.getByText('40 h a week')).toBeInTheDocument();
  });

  it('refuses an interval that ends before it starts, says so under it and sends nothing', async () => {
    const api = workingTimeServer({ schedules: { 7: scheduleFixture() } });
    const user = await openOwnHours();
    setTime('End of interval 1, Monday', '08:00');
    expect(await day('Monday').findByText('Must end after it starts')).toBeInTheDocument();
    expect(screen.getByLabelText('End of interval 1, Monday')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('36 h a week')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(screen.getByLabelText('Start of interval 1, Monday')).toHaveFocus();
    expect(api.callsTo('PUT', OWN_SCHEDULE)).toHaveLength(0);
  });

  it('refuses intervals out of order or overlapping, and a zone it does not know', async () => {
    const api = workingTimeServer({ schedules: { 7: scheduleFixture() } });
    const user = await openOwnHours();
    await user.click(screen.getByRole('button', { name: 'Add interval, Tuesday' }));
    expect(screen.getByLabelText('Start of interval 3, Tuesday')).toHaveValue('19:00');
    setTime('Start of interval 3, Tuesday', '17:00');
    expect(await day('Tuesday').findByText('Starts before the previous interval ends')).toBeInTheDocument();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    expect(screen.getByText('Pick a time zone from the list')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(api.callsTo('PUT', OWN_SCHEDULE)).toHaveLength(0);
  });

  it('saves the zone and every weekday as the API takes them, with midnight as 24:00', async () => {
    const api = workingTimeServer({ schedules: { 7: scheduleFixture() } });
    const user = await openOwnHours();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Asia/Yekaterinburg');
    await user.click(day('Friday').getByRole('checkbox', { name: 'Day off' }));
    await user.click(day('Saturday').getByRole('checkbox', { name: 'Day off' }));
    await user.click(day('Saturday').getByRole('button', { name: 'Remove interval 2, Saturday' }));
    setTime('Start of interval 1, Saturday', '20:00');
    setTime('End of interval 1, Saturday', '00:00');
    await user.click(day('Monday').getByRole('button', { name: 'Remove interval 2, Monday' }));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.getByText('32 h a week')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Working hours saved')).toBeInTheDocument();
    const workday = [
      ['09:00', '13:00'],
      ['14:00', '18:00'],
    ];
    expect(api.callsTo('PUT', OWN_SCHEDULE).map((call) => call.body)).toEqual([
      {
        time_zone: 'Asia/Yekaterinburg',
        week: { mon: [['09:00', '13:00']], tue: workday, wed: workday, thu: workday, fri: [], sat: [['20:00', '24:00']], sun: [] },
      },
    ]);
    await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
    expect(screen.getByLabelText('End of interval 1, Saturday')).toHaveValue('00:00');
  });

  it('copies Monday to the other weekdays and restores a day’s hours when it stops being a day off', async () => {
    const api = workingTimeServer({ schedules: { 7: scheduleFixture() } });
    const user = await openOwnHours();
    setTime('Start of interval 1, Monday', '10:00');
    await user.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    for (const name of ['Tuesday', 'Wednesday', 'Thursday', 'Friday']) expect(screen.getByLabelText(`Start of interval 1, ${name}`)).toHaveValue('10:00');
    expect(screen.getByText('35 h a week')).toBeInTheDocument();
    await user.click(day('Wednesday').getByRole('checkbox', { name: 'Day off' }));
    expect(screen.queryByLabelText('Start of interval 1, Wednesday')).not.toBeInTheDocument();
    await user.click(day('Wednesday').getByRole('checkbox', { name: 'Day off' }));
    expect(screen.getByLabelText('Start of interval 1, Wednesday')).toHaveValue('10:00');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByLabelText('Start of interval 1, Tuesday')).toHaveValue('09:00');
    expect(api.callsTo('PUT', OWN_SCHEDULE)).toHaveLength(0);
  });

  it('shows the API’s refusals at the zone and at the interval they name', async () => {
    workingTimeServer({
      schedules: { 7: scheduleFixture() },
      extra: { [`PUT ${OWN_SCHEDULE}`]: () => apiError(400, 'validation_failed', { fields: { time_zone: 'invalid', 'week.tue.1': 'invalid' } }) },
    });
    const user = await openOwnHours();
    setTime('Start of interval 1, Monday', '08:30');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByText('Pick a time zone from the list')).toBeInTheDocument();
    expect(day('Tuesday').getByText('Not accepted: check the times')).toBeInTheDocument();
    expect(screen.getByLabelText('End of interval 2, Tuesday')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    setTime('End of interval 2, Tuesday', '17:30');
    expect(day('Tuesday').queryByText('Not accepted: check the times')).not.toBeInTheDocument();
  });

  it('says why a save failed when no field explains it, keeping the changes', async () => {
    workingTimeServer({ schedules: { 7: scheduleFixture() }, extra: { [`PUT ${OWN_SCHEDULE}`]: () => apiError(403, 'forbidden') } });
    const user = await openOwnHours();
    setTime('Start of interval 1, Monday', '08:30');
    await user.click(screen.getByRole('button', { name: 'Save hours' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not allowed to change this.');
    expect(screen.getByLabelText('Start of interval 1, Monday')).toHaveValue('08:30');
  });

  it('leaves without asking when nothing has changed', async () => {
    workingTimeServer({ schedules: { 7: scheduleFixture() } });
    const user = await openOwnHours();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    await user.click(screen.getByRole('link', { name: '← All members' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
  });

  it('keeps the page when the user declines to leave unsaved changes', async () => {
    workingTimeServer({ schedules: { 7: scheduleFixture() } });
    const user = await openOwnHours();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    setTime('Start of interval 1, Monday', '08:30');
    await user.click(screen.getByRole('link', { name: '← All members' }));
    expect(confirm).toHaveBeenCalledWith('The working hours have unsaved changes. Leave anyway?');
    expect(screen.getByRole('heading', { level: 1, name: 'Member' })).toBeInTheDocument();
    expect(screen.getByLabelText('Start of interval 1, Monday')).toHaveValue('08:30');
  });
});
