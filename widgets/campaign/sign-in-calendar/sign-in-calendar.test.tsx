import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import SignInCalendar from './Component';
import { signInCalendarProps } from './schema';
import { dayState } from './calendarDays';

afterEach(cleanup);

const node = { type: 'sign-in-calendar', path: 'page[1]' };
const campaign = testCampaign({ actions: { sign: [{ type: 'api', path: '/activity/valentineday/signIn', method: 'POST', body: { day: '{{state.signInDay.day}}' } }] } });
const days = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, reward: `${day * 10} coins`, signed: day === 1 || day === 3 }));

describe('sign-in-calendar', () => {
  it('days are signed, missed, today or upcoming', () => {
    expect(dayState(2, 4, true)).toBe('signed');
    expect(dayState(2, 4, false)).toBe('missed');
    expect(dayState(4, 4, false)).toBe('today');
    expect(dayState(5, 4, false)).toBe('upcoming');
  });

  it('sign in then signed in: only today has the button and it sends the day', async () => {
    const props = signInCalendarProps.parse({ days, today: 4, signAction: 'sign' });
    const { container, services } = renderWithEngine(<SignInCalendar props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/valentineday/signIn': {} } });
    expect([...container.querySelectorAll('li')].map((li) => li.getAttribute('data-state'))).toEqual(['signed', 'missed', 'signed', 'today', 'upcoming', 'upcoming', 'upcoming']);
    expect(container.querySelector('[aria-current="date"]')).toHaveTextContent('Day 4');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(services.http.calls[0]?.body).toEqual({ day: 4 }));
  });
});
