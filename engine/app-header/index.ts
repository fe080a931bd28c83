export { APP_HEADER_FIELDS, APP_VERSION, DEFAULT_HEADER, DEBUG_HEADER, DEBUG_USER_ID, buildAppHeader, headerValues, urlHeaderOverrides } from './appHeader';
export type { AppHeader, AppHeaderField, BuildHeaderInput } from './appHeader';
export { loadAppHeader } from './loadAppHeader';
export { readMetaAppType, statusBarOffset, LEGACY_STATUS_BAR_HEIGHT, STATUS_BAR_MIN_VERSION, IOS_IMMERSIVE_OFFSET } from './statusBar';
export type { StatusBarInput } from './statusBar';
