export { formatCompactNumber, formatThousands, formatMoney, STORE_CURRENCY, formatFileSize, formatDate, formatTime } from './format';
export { debounce, throttle, DEFAULT_WAIT_MS } from './debounce';
export type { Limited } from './debounce';
export { isEmpty, isNumeric } from './checks';
export { randomString } from './randomString';
export { vibrate } from './vibrate';
export { compareVersions, isAtLeast } from './version';
export type { VersionComparison } from './version';
