/**
 * The app header: who the user is and how the app runs. Inside the app it
 * comes from the host (bridge "getHeaders"); outside production a debug
 * header stands in. Who the user is never comes from the page URL in
 * production: there `?uid=` is ignored, and inside the app the user id,
 * language and area are the app's. Development and sandbox builds let
 * `?lang=`, `?area=` and `?uid=` override (to preview another user), and mark
 * a user id so set as URL-derived.
 */
export const APP_HEADER_FIELDS = [
  'APP_TYPE', 'appversion', 'area', 'client_language', 'country', 'device', 'language',
  'net', 'osversion', 'platform', 'udid', 'userid', 'country-group',
] as const;
export type AppHeaderField = (typeof APP_HEADER_FIELDS)[number];
export type AppHeader = Partial<Record<AppHeaderField, string>>;

/** The app version the page reports when no host header names one. */
export const APP_VERSION = '3.19.0';

export const DEFAULT_HEADER: Readonly<AppHeader> = { language: 'en', area: 'PH' };

/**
 * The user a page is outside the app and outside production: the sandbox's
 * whitelisted payer (README "Picking a user"); `?uid=` picks another. The
 * sandbox answers calls that name no user as this user too.
 */
export const DEBUG_USER_ID = '10002';

/** Stand-in header for development and previews (never used in production). */
export const DEBUG_HEADER: Readonly<AppHeader> = {
  APP_TYPE: 'android',
  appversion: APP_VERSION,
  area: 'PH',
  client_language: 'en',
  country: 'PH',
  'country-group': 'PH',
  device: 'sandbox-device',
  language: 'en',
  net: 'wifi',
  osversion: '13',
  platform: 'android',
  udid: 'sandbox-udid-0001',
  userid: DEBUG_USER_ID,
};

export interface BuildHeaderInput {
  production: boolean;
  /** The page runs inside the app (default: a host header was given). */
  inApp?: boolean;
  /** Header reported by the host app, when inside the app. */
  host?: Record<string, string>;
  /** Page query parameters: lang, area and uid, where `urlHeaderOverrides` lets them. */
  query?: Record<string, string | undefined>;
  /** Content of `<meta name="APP_TYPE">`, when the page has one. */
  metaAppType?: string;
}

function pick(source: Record<string, string> | undefined): AppHeader {
  const out: AppHeader = {};
  if (!source) return out;
  for (const field of APP_HEADER_FIELDS) {
    const value = source[field];
    if (value !== undefined && value !== '') out[field] = String(value);
  }
  return out;
}

/**
 * The header fields the page URL sets. Production: nothing inside the app (identity, language and area are the
 * app's); outside it only the language and area (a shared link's language: there is no user to impersonate).
 * Development and sandbox builds: lang, area and uid, to preview another user or language.
 */
export function urlHeaderOverrides(input: BuildHeaderInput): AppHeader {
  const q = input.query ?? {};
  const inApp = input.inApp ?? input.host !== undefined;
  if (input.production && inApp) return {};
  const out: AppHeader = {};
  if (q.lang) {
    out.language = q.lang;
    out.client_language = q.lang;
  }
  if (q.area) out.area = q.area;
  if (q.uid && !input.production) out.userid = q.uid;
  return out;
}

export function buildAppHeader(input: BuildHeaderInput): AppHeader {
  // The production build (MODE, a constant the bundler folds) carries no stand-in header.
  const header: AppHeader = { ...DEFAULT_HEADER, ...(import.meta.env.MODE === 'production' || input.production ? {} : DEBUG_HEADER), ...pick(input.host) };
  if (input.metaAppType && !input.host?.APP_TYPE) header.APP_TYPE = input.metaAppType;
  return { ...header, ...urlHeaderOverrides(input) };
}

/** The header as HTTP header values (only fields with a value). */
export function headerValues(header: AppHeader): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(header)) if (typeof v === 'string' && v !== '') out[k] = v;
  return out;
}
