import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@engine';
import { PATH, posts, show, submit } from '@testing/widgets/showForm';
import { formProps } from './schema';
import { formBody, validateField } from './validateForm';

const FIELDS = [
  { name: 'nickname', kind: 'text', label: 'name', required: true, minLength: 2, maxLength: 8 },
  { name: 'about', kind: 'textarea', label: 'about' },
  { name: 'age', kind: 'number', label: 'age', min: 18, max: 99, integer: true },
  { name: 'color', kind: 'choice', label: 'color', required: true, options: [{ value: 'r', label: 'red' }, { value: 2, label: 'blue' }] },
  { name: 'hobbies', kind: 'multi-choice', label: 'hobbies', max: 1, options: [{ value: 'music', label: 'music' }, { value: 'games', label: 'games' }] },
  { name: 'friend', kind: 'user-id', label: 'friend' },
];

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

describe('form rules', () => {
  it('counts characters as people do, an emoji as one', () => {
    const f = formProps.parse({ submitPath: PATH, fields: [{ name: 'n', kind: 'text', label: 'name', maxLength: 3 }] }).fields[0]!;
    expect(validateField(f, '😀😀😀')).toBeUndefined();
    expect(validateField(f, '😀😀😀😀')).toEqual({ key: 'errMaxLength', values: { count: 3, max: 3 } });
  });

  it('sends numbers as numbers, choices as the values offered and only uploaded pictures', () => {
    const fields = formProps.parse({ submitPath: PATH, fields: [...FIELDS, { name: 'shots', kind: 'picture', label: 'shots', maxCount: 2 }] }).fields;
    const body = formBody(fields, { nickname: ' Ana ', age: '21', color: '2', hobbies: ['games'], friend: '10003', shots: [{ id: 'a', png: 'data:', status: 'done', url: '/u/k.png' }] }, { activityId: 11 });
    expect(body).toEqual({ activityId: 11, nickname: 'Ana', about: '', age: 21, color: 2, hobbies: ['games'], friend: '10003', shots: ['/u/k.png'] });
  });

  it('refuses a user id that is not one, saying "Please enter a valid user id"', () => {
    const f = formProps.parse({ submitPath: PATH, fields: [{ name: 'u', kind: 'user-id', label: 'friend', required: true }] }).fields[0]!;
    for (const bad of ['', '12', '0123', 'abc12', '1234567890123']) expect(validateField(f, bad)).toEqual({ key: 'errUserId' });
    expect(validateField(f, '10003')).toBeUndefined();
  });

  it('only takes static API paths', () => {
    expect(formProps.safeParse({ submitPath: 'https://evil.example/x', fields: FIELDS }).success).toBe(false);
    expect(formProps.safeParse({ submitPath: '/a/../b', fields: FIELDS }).success).toBe(false);
    expect(formProps.safeParse({ submitPath: '/admin/crush/report', fields: FIELDS }).success).toBe(true);
  });
});

describe('form', () => {
  afterEach(cleanup);

  it('refuses to send with required fields empty: each error next to its field, nothing sent', async () => {
    const { services } = show({ title: 'title', fields: FIELDS });
    expect(await screen.findByRole('heading', { name: 'Tell us' })).toBeInTheDocument();
    submit();
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Please choose an answer.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nickname', { exact: false })).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
    expect(screen.getByLabelText('Nickname', { exact: false })).toHaveFocus();
    expect(posts(services.http.calls)).toHaveLength(0);
  });

  it('a required choice is marked with one "*", not two', async () => {
    show({ title: 'title', fields: FIELDS });
    const legend = (await screen.findByRole('group', { name: /Favourite colour/ })).querySelector('legend')!;
    expect(legend.textContent).toBe('Favourite colour *');
  });

  it('checks lengths, the number range, how many answers and the user id before sending', async () => {
    const { services } = show({ fields: FIELDS });
    type('Nickname', 'A');
    type('Age', '17.5');
    type('Friend ID', '12ab');
    fireEvent.click(await screen.findByRole('radio', { name: 'Red' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Music' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Games' }));
    submit();
    expect(await screen.findByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number.')).toBeInTheDocument();
    expect(screen.getByText('Choose at most 1 answer.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid user id')).toBeInTheDocument();
    type('Nickname', 'Anastasia');
    type('Age', '120');
    submit();
    expect(await screen.findByText('Enter at most 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter a number from 18 to 99.')).toBeInTheDocument();
    expect(posts(services.http.calls)).toHaveLength(0);
  });

  it('shows the errors in the page language', async () => {
    show({ fields: FIELDS }, { locale: 'th' });
    fireEvent.click(await screen.findByRole('button', { name: 'ส่ง' }));
    expect(await screen.findByText('จำเป็นต้องกรอกช่องนี้')).toBeInTheDocument();
    expect(screen.getByText('โปรดเลือกคำตอบ')).toBeInTheDocument();
  });

  it('a double tap sends one request with the values, then shows the thank-you', async () => {
    const { services } = show({ fields: FIELDS, extraValues: { activityId: 11 }, successText: 'done' });
    type('Nickname', 'Ana');
    type('Age', '21');
    type('Friend ID', '10003');
    fireEvent.click(screen.getByRole('radio', { name: 'Blue' }));
    const button = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(await screen.findByText('Saved, thanks!')).toBeInTheDocument();
    expect(posts(services.http.calls)).toEqual([
      expect.objectContaining({ body: { activityId: 11, nickname: 'Ana', about: '', age: 21, color: 2, hobbies: [], friend: '10003' } }),
    ]);
    expect(screen.queryByRole('button', { name: 'Fill in again' })).toBeNull();
  });

  it('a failing network says so and keeps everything typed; the next tap sends it', async () => {
    let fail = true;
    const { services } = show(
      { fields: FIELDS, afterSuccess: 'again' },
      { responses: { [`POST ${PATH}`]: () => { if (fail) throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' }); return { id: 2 }; } } },
    );
    type('Nickname', 'Ana');
    type('About you', 'I sing at night 🎤');
    fireEvent.click(await screen.findByRole('radio', { name: 'Red' }));
    submit();
    const alert = await screen.findByText('Nothing you entered was lost. Tap “Submit” to try again.');
    expect(alert.closest('[role="alert"]')).toHaveTextContent('Network is busy');
    expect(screen.getByLabelText('Nickname', { exact: false })).toHaveValue('Ana');
    expect(screen.getByLabelText('About you', { exact: false })).toHaveValue('I sing at night 🎤');
    expect(screen.getByRole('radio', { name: 'Red' })).toBeChecked();
    fail = false;
    submit();
    expect(await screen.findByText('Thank you! We have received it.')).toBeInTheDocument();
    expect(posts(services.http.calls)).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Fill in again' }));
    expect(await screen.findByLabelText('Nickname', { exact: false })).toHaveValue('');
  });
});

describe('form failures', () => {
  it('the failure names the submit button as it reads: "Send application", not "Submit"', async () => {
    show({ fields: [FIELDS[0]], submitText: 'send' }, { responses: { [`POST ${PATH}`]: () => { throw new ApiError(500, 'Network is busy, please try later.', { kind: 'network' }); } } });
    type('Nickname', 'Ana');
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Nothing you entered was lost. Tap “Send application” to try again.')).toBeInTheDocument();
  });
});
