// The pages `npm start` lists, first the one to open first. Each is a page that exists (a campaign route or a
// built platform page), never the app's base path, which is the 404 page.
export const START_PAGES = [
  ['Demo campaign', 'act/starlight'],
  ['Slot machine', 'slot-machine/index'],
  ['Diamond Pass', 'diamond-pass/index'],
  ['Top-up', 'payments/WL10002'],
];

// The dev server's own pages, listed first: every campaign with its state, routes, phases and languages, and the reference.
export const TOOL_PAGES = [
  ['Campaigns', 'campaigns'],
  ['Reference', 'reference'],
];

/** The lines `npm start` prints, for an app served under `base` (ends with /vue/). */
export function startBanner(base) {
  const pages = [...TOOL_PAGES, ...START_PAGES];
  const width = Math.max(...pages.map(([label]) => label.length)) + 2;
  return [
    '',
    ...pages.map(([label, path]) => `  ${`${label}:`.padEnd(width)}${base}${path}`),
    '',
    '  Preview a phase with ?at=2030-02-01T00:00:00Z, a language with ?lang=th, a user with ?uid=10003.',
    '  Another port: PORT=5180 npm start.',
    '',
  ];
}
