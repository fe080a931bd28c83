import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithEngine } from '../testing';
import { DevPanel, type DevTools } from './DevPanel';

const tools = (extra: Partial<DevTools> = {}): DevTools => ({ bridgeLog: () => [], ...extra });
const EN = '?at=2030-13-45 is not an instant, so the page shows the real time. Write ISO-8601 with an offset, e.g. 2030-01-01T10:00:00+08:00.';

describe('DevPanel', () => {
  it('names a preview instant (?at=) that is not one over the closed panel and at the top of the open one', () => {
    renderWithEngine(<DevPanel tools={tools({ invalidPreviewAt: { param: 'at', value: '2030-13-45' } })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Open the development panel' }));
    const panel = screen.getByRole('complementary', { name: 'Development panel' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(EN);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('says it in the page language, with the parameter the page was given', () => {
    renderWithEngine(<DevPanel tools={tools({ invalidPreviewAt: { param: 'preview_at', value: 'soon' } })} />, { locale: 'th' });
    expect(screen.getByRole('alert')).toHaveTextContent('?preview_at=soon ไม่ใช่เวลาที่ถูกต้อง หน้านี้จึงแสดงเวลาจริง');
  });

  it('says nothing about the preview instant when there is no problem with it', () => {
    renderWithEngine(<DevPanel tools={tools()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open the development panel' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
