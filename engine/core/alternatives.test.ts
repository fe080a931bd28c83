import { describe, expect, it } from 'vitest';
import type { PageNode } from './types';
import { alternativeRuns, reservedFor } from './alternatives';

const mine: PageNode = { type: 'section', when: { if: '{{data.couple.myCouple}}' }, children: [{ type: 'text' }, { type: 'button' }] };
const none: PageNode = { type: 'text', when: { if: '{{data.couple && data.couple.myCouple == null}}' } };
const other: PageNode = { type: 'text', when: { if: '{{data.wallet.diamond}}' } };
const page: PageNode[] = [{ type: 'heading' }, mine, none, other, { type: 'stack', children: [other, mine, none] }];

describe('alternatives while their data loads', () => {
  it('the first of consecutive nodes whose conditions read the same data reserves for them all, the others for none', () => {
    expect(reservedFor(page, 'page[1]', mine)).toEqual([mine, none]);
    expect(reservedFor(page, 'page[2]', none)).toEqual([]);
    expect(reservedFor(page, 'page[4].children[1]', mine)).toEqual([mine, none]);
    expect(reservedFor(page, 'page[4].children[2]', none)).toEqual([]);
  });

  it('a condition by unless is an alternative to one by if on the same data', () => {
    const receive: PageNode = { type: 'button', when: { if: '{{data.poster}}', unless: '{{data.poster.received}}' } };
    const received: PageNode = { type: 'text', when: { if: '{{data.poster.received}}' } };
    const both: PageNode[] = [receive, received, other];
    expect(reservedFor(both, 'page[0]', receive)).toEqual([receive, received]);
    expect(reservedFor(both, 'page[1]', received)).toEqual([]);
  });

  it('conditions on the same page state are alternatives too', () => {
    const thisWeek: PageNode = { type: 'task-list', when: { unless: '{{state.pastWeek}}' } };
    const lastWeek: PageNode = { type: 'task-list', when: { if: '{{state.pastWeek}}' } };
    const weeks: PageNode[] = [thisWeek, lastWeek, other];
    expect(reservedFor(weeks, 'page[0]', thisWeek)).toEqual([thisWeek, lastWeek]);
    expect(reservedFor(weeks, 'page[1]', lastWeek)).toEqual([]);
    expect(alternativeRuns(weeks)).toEqual([[thisWeek, lastWeek], [other]]);
  });

  it('a node reading other data, without a condition or not found at its path reserves for itself', () => {
    expect(reservedFor(page, 'page[3]', other)).toEqual([other]);
    expect(reservedFor(page, 'page[4].children[0]', other)).toEqual([other]);
    expect(reservedFor(page, 'page[0]', page[0]!)).toEqual([page[0]]);
    expect(reservedFor(page, 'page[3]', none)).toEqual([none]);
    expect(reservedFor(undefined, 'page[2]', none)).toEqual([none]);
    // The same condition twice shows both nodes: each reserves its own room.
    const twice: PageNode[] = [{ ...other, type: 'progress-bar' }, other];
    expect(reservedFor(twice, 'page[0]', twice[0]!)).toEqual([twice[0]]);
    expect(reservedFor(twice, 'page[1]', other)).toEqual([other]);
  });
});
