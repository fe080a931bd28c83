import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithEngine, testCampaign } from '@testing/engine';
import TextPictureInput from './Component';
import { textPictureInputProps } from './schema';
import { validateTextPicture } from './validateTextPicture';

afterEach(cleanup);

const node = { type: 'text-picture-input', path: 'page[0]' };
const campaign = testCampaign({ actions: { send: [{ type: 'api', path: '/activity/wish/custom', method: 'POST', body: { text: '{{state.customGift.text}}' } }] } });
const png = () => new File(['x'], 'gift.png', { type: 'image/png' });

describe('text-picture-input', () => {
  it('text required and at most 30 characters; picture required, exactly one image', () => {
    const img = { type: 'image/png' };
    expect(validateTextPicture('', [], 30)).toEqual({ text: 'errTextRequired', picture: 'errPictureRequired' });
    expect(validateTextPicture('a'.repeat(31), [img], 30)).toEqual({ text: 'errTextTooLong' });
    expect(validateTextPicture('😀'.repeat(30), [img], 30)).toEqual({});
    expect(validateTextPicture('Hi', [img, img], 30)).toEqual({ picture: 'errOnePicture' });
    expect(validateTextPicture('Hi', [{ type: 'application/pdf' }], 30)).toEqual({ picture: 'errNotImage' });
  });

  it('shows the messages and sends nothing until both are valid', async () => {
    const user = userEvent.setup();
    const props = textPictureInputProps.parse({ submitAction: 'send' });
    const { services, container } = renderWithEngine(<TextPictureInput props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/wish/custom': {} } });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please enter the text')).toBeInTheDocument();
    expect(screen.getByText('Please upload a picture')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), 'x'.repeat(31));
    expect(screen.getByText('31/30')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('At most 30 characters')).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Your text' }));
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), 'For my love');
    fireEvent.change(container.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [png()] } });
    expect(services.http.calls).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(services.http.calls[0]?.body).toEqual({ text: 'For my love' });
  });

  it('a text-only form (picture: false, e.g. a wish) asks for no picture and sends the text', async () => {
    const user = userEvent.setup();
    expect(validateTextPicture('Hi', [], 30, false)).toEqual({});
    expect(validateTextPicture(' ', [], 30, false)).toEqual({ text: 'errTextRequired' });
    const props = textPictureInputProps.parse({ submitAction: 'send', picture: false });
    const { services, container } = renderWithEngine(<TextPictureInput props={props} children={[]} node={node} />, { campaign, responses: { 'POST /activity/wish/custom': {} } });
    expect(container.querySelector('input[type="file"]')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), 'Family first');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(services.http.calls).toHaveLength(1));
    expect(services.http.calls[0]?.body).toEqual({ text: 'Family first' });
  });

  it('an empty secret code shows the campaign\'s own message and sends nothing', async () => {
    const user = userEvent.setup();
    const withStrings = testCampaign({ actions: campaign.definition.actions, strings: { en: { title: 'Code', codeRequired: 'Please enter secret code' } } });
    const props = textPictureInputProps.parse({ submitAction: 'send', picture: false, requiredText: 'codeRequired' });
    const { services } = renderWithEngine(<TextPictureInput props={props} children={[]} node={node} />, { campaign: withStrings, responses: { 'POST /activity/wish/custom': {} } });
    await user.type(screen.getByRole('textbox', { name: 'Your text' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter secret code')).toBeInTheDocument();
    expect(screen.queryByText('Please enter the text')).toBeNull();
    expect(services.http.calls).toHaveLength(0);
  });
});
