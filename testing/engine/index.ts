/** Test helpers (not part of @engine): import from '.'. */
export { renderWithEngine, EngineTestWrapper } from './renderWithEngine';
export type { RenderWithEngineOptions } from './renderWithEngine';
export { createTestServices, createTestQueryClient } from './createTestServices';
export type { TestServices, TestServicesOptions } from './createTestServices';
export { createFakeHttp } from './fakeHttp';
export type { FakeHttp, FakeResponses, FakeResponse } from './fakeHttp';
export { createFakeBridge } from './fakeBridge';
export type { FakeBridge } from './fakeBridge';
export { createTestClock } from './testClock';
export type { TestClock } from './testClock';
export { testCampaign } from './testCampaign';
