import { describe, expect, it } from 'vitest';
import { toRecordRow } from './recordRows';

describe('toRecordRow', () => {
  it('reads the user and the prize of rows that carry them as objects', () => {
    const row = toRecordRow({ user: { userId: 7, name: 'Siti', icon: 'https://cdn.example.com/siti.png' }, prize: { id: 1006, name: 'Sports Car', icon: 'https://cdn.example.com/car.png', count: 2 }, time: '2026-11-22T09:50:00+08:00' });
    expect(row.title).toBe('Sports Car');
    expect(row.avatar).toBe('https://cdn.example.com/car.png');
    expect(row.amount).toBe(2);
    expect(row.user).toEqual({ name: 'Siti', avatar: 'https://cdn.example.com/siti.png' });
    expect(row.time).not.toBe('');
  });

  it('a nested user without a prize is the row itself (name and avatar)', () => {
    const row = toRecordRow({ user: { nickName: 'Ana', avatar: 'https://cdn.example.com/ana.png' }, status: 'bound' });
    expect(row).toMatchObject({ title: 'Ana', avatar: 'https://cdn.example.com/ana.png', status: 'bound' });
    expect(row.user).toBeUndefined();
  });

  it('flat rows read as before, and their flat fields win over nested ones', () => {
    expect(toRecordRow({ prizeName: 'Rose', prizeIcon: 'https://cdn.example.com/rose.png', num: '3', createTime: 1767225600000 })).toMatchObject({ title: 'Rose', avatar: 'https://cdn.example.com/rose.png', amount: 3 });
    expect(toRecordRow({ name: 'Frame', count: 1, prize: { name: 'Other', count: 9 } })).toMatchObject({ title: 'Frame', amount: 1 });
  });

  it('odd nested values are ignored', () => {
    expect(toRecordRow({ user: 'Siti', prize: ['Rose'], time: 'x' })).toMatchObject({ title: '', avatar: undefined, amount: undefined });
  });
});
