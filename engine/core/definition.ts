/**
 * The campaign envelope: what an operator writes in campaign.yaml. zod is the
 * source of truth; the JSON Schema for editors is generated from it.
 */
import * as z from 'zod/mini';
import { PACKS } from '../i18n/resolveLocale';
import { MAX_API_PATH, STATIC_PATH } from './action-safety';
import { actionListSchema } from './action-step';
import { pageNodeSchema, phaseSchema } from './page-node';
import { describe, isoInstant } from './schema-helpers';
import type { CampaignDefinition } from './types';

export const CURRENT_SCHEMA_VERSION = 2;

export const NAME_RE = /^[A-Za-z][\w-]*$/;
/** A route under /vue/, written without the prefix: /act/christmas, /payments/:userCode. */
export const ROUTE_RE = /^(\/([a-z0-9][a-z0-9-]*|:[A-Za-z]\w*))+$/;

const name = (what: string) => z.string().check(z.regex(NAME_RE, `expected a ${what} name of letters, digits, - and _ starting with a letter`));

const instant = (description: string) => describe(isoInstant('2024-12-25T10:00:00+08:00'), description);
/** True for a value the instant fields accept: order checks are left to values that passed. */
let instantCheck: z.ZodMiniType | undefined;
const isInstant = (v: unknown) => z.safeParse((instantCheck ??= z.iso.datetime({ offset: true })), v).success;

/**
 * The longest route, and route segment: a route is a folder of the build (one folder per segment), and a file
 * system refuses a name over 255 bytes.
 */
export const MAX_ROUTE = 200;
export const MAX_ROUTE_SEGMENT = 100;

export const routeSchema = describe(
  z.string().check(
    z.refine((r) => r.length <= MAX_ROUTE && r.split('/').every((s) => s.length <= MAX_ROUTE_SEGMENT), { message: `expected a route of at most ${MAX_ROUTE} characters, each segment at most ${MAX_ROUTE_SEGMENT}`, abort: true }),
    z.refine((r) => !r.startsWith('/vue/') && r !== '/vue', { message: 'write routes without the /vue prefix, e.g. /act/christmas', abort: true }),
    z.regex(ROUTE_RE, 'expected a route like /act/christmas (lowercase segments, optional :params)'),
  ),
  'Route under /vue/, written without the prefix, e.g. /act/christmas.',
);

export const periodSchema = describe(
  z
    .strictObject({
      preheat: describe(z.optional(isoInstant('2024-12-20T00:00:00+08:00')), 'Preheat start: between preheat and start the phase is "preheat".'),
      start: instant('Event start: the phase becomes "running".'),
      end: instant('Event end: the phase becomes "ended".'),
      from: describe(
        z.optional(name('data source')),
        "A data source whose answer carries the event's window as the server keeps it (startTime and endTime): once it has answered, its start and end decide the phase in place of the ones written here.",
      ),
    })
    .check(
      z.superRefine((p, ctx) => {
        // A value that is not an instant has its own error; an order check with it would add a false one.
        if (!isInstant(p.start)) return;
        const start = Date.parse(p.start);
        const end = Date.parse(p.end);
        if (isInstant(p.end) && end <= start) ctx.addIssue({ code: 'custom', path: ['end'], message: `period end (${p.end}) must be after start (${p.start})`, input: p.end });
        if (p.preheat !== undefined && isInstant(p.preheat) && Date.parse(p.preheat) >= start) ctx.addIssue({ code: 'custom', path: ['preheat'], message: `period preheat (${p.preheat}) must be before start (${p.start})`, input: p.preheat });
      }),
    ),
  'When the event runs (ISO-8601 instants with offsets).',
);

export const themeSchema = describe(
  z.strictObject({
    colors: describe(z.optional(z.record(name('colour token'), z.string().check(z.regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-z]+)$/, 'expected a colour such as #ff4d88 or rgba(0,0,0,.5)')))), 'Colour tokens, e.g. primary: "#ff4d88"; exposed as CSS variables.'),
    backgroundImage: describe(z.optional(z.string().check(z.minLength(1))), 'Background image: a file of the campaign folder or an allowlisted URL.'),
    backgroundColor: describe(z.optional(z.string()), 'Page background colour.'),
  }),
  'Look of the page.',
);

export const dataSourceSchema = describe(
  z.strictObject({
    path: describe(z.string().check(z.maxLength(MAX_API_PATH, `expected an API path of at most ${MAX_API_PATH} characters`), z.regex(STATIC_PATH, 'expected a static API path such as /marketing/rankingList/getData: letters, digits, - _ . segments, no binding, no "..", no scheme; put values in params')), 'API path, e.g. /marketing/rankingList/getData.'),
    method: describe(z.optional(z.enum(['GET', 'POST'])), 'HTTP method (default GET).'),
    params: describe(z.optional(z.record(z.string(), z.unknown())), 'Query (GET) or body (POST) parameters; string values may hold bindings.'),
    refetchIntervalMs: describe(z.optional(z.int().check(z.minimum(1000, 'expected at least 1000 ms'))), 'Fetch again every this many ms, e.g. 300000 for rankings refreshed every 5 minutes.'),
    phases: describe(z.optional(z.array(phaseSchema)), 'Only fetch in these phases (default: all).'),
  }),
  'A read of the API, fetched and cached by the engine; bind to it with {{data.<name>...}}.',
);

export const hubPartSchema = describe(
  z.strictObject({
    id: describe(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case part id such as wishing-gift-box')), "The part's id: its tab, and its route under the hub's (/act/<hub>/<id>)."),
    campaign: describe(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected the id of a campaign of the campaigns folder')), 'The id of the campaign the part shows (its folder), e.g. wishing-gift-box.'),
    section: describe(z.optional(z.string().check(z.minLength(1))), "The id of one node of that campaign's page to show instead of its whole page."),
    title: describe(z.string().check(z.minLength(1)), "String key (of the hub's strings) of the part's tab label."),
    period: describe(z.optional(z.union([z.literal('own'), periodSchema])), "The phases the part follows in the hub: the hub's period when not given, `own` for the campaign's own period, or a period of its own."),
  }),
  'A part of a hub: another campaign (or a named node of its page) shown in a tab of the hub, by reference.',
);

export const campaignDefinitionSchema = describe(
  z.strictObject({
    $schema: describe(z.optional(z.string()), 'JSON Schema of this file (for editors).'),
    schemaVersion: describe(z.literal(CURRENT_SCHEMA_VERSION), `Format version of this file; older versions are migrated on load (current: ${CURRENT_SCHEMA_VERSION}).`),
    id: describe(z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'expected a kebab-case id such as christmas-2024')), 'Campaign id (kebab-case), usually the folder name.'),
    routes: describe(z.array(routeSchema).check(z.minLength(1, 'expected at least one route')), 'Routes of the page under /vue/.'),
    title: describe(z.string().check(z.minLength(1)), 'String key of the page title.'),
    period: periodSchema,
    theme: z.optional(themeSchema),
    data: describe(z.optional(z.record(name('data source'), dataSourceSchema)), 'Data sources by name.'),
    actions: describe(z.optional(z.record(name('action'), actionListSchema)), 'Named actions: lists of steps run by buttons and other widgets.'),
    page: describe(z.array(pageNodeSchema).check(z.minLength(1, 'expected at least one node')), 'The page tree, top to bottom.'),
    languages: describe(z.optional(z.array(z.enum(PACKS)).check(z.minLength(1))), 'The languages the campaign ships in, e.g. [en, th] (default: every language pack: en, ms, th, fil, vi). A string missing in one of them is an error; the others show English and are not checked.'),
    keepAlive: describe(z.optional(z.boolean()), 'Keep the page state between visits.'),
    rightAction: describe(z.optional(name('action')), 'Action run when the user taps the right of the top bar (immersive mode, not minimizable), e.g. opening the rewards.'),
    parts: describe(z.optional(z.array(hubPartSchema)), "A hub's parts: other campaigns shown in its tabs (the hub-tabs widget), each loaded when its tab opens."),
  }),
  'A campaign page definition.',
);

export type CampaignDefinitionInput = z.input<typeof campaignDefinitionSchema>;
export type CampaignDefinitionOutput = z.output<typeof campaignDefinitionSchema>;

/** Compile-time guard: the validated output stays assignable to the runtime type. */
export const assertAssignable = (d: CampaignDefinitionOutput): CampaignDefinition => d;
