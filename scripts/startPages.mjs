// The pages `npm start` lists, first the one to open first. Each is a page that exists (a campaign route or a
// built platform page), never the app's base path, which is the 404 page.
export const START_PAGES = [
  ['Demo campaign', 'act/starlight'],
  ['Slot machine', 'slot-machine/index'],
  ['Diamond Pass', 'diamond-pass/index'],
  ['Top-up', 'payments/WL10002'],
];

/** The lines `npm start` prints, for an app served under `base` (ends with /vue/). */
export function startBanner(base) {
  const width = Math.max(...START_PAGES.map(([label]) => label.length)) + 2;
  return [
    '',
    ...START_PAGES.map(([label, path]) => `  ${`${label}:`.padEnd(width)}${base}${path}`),
    '',
    '  Preview a phase with ?at=2030-02-01T00:00:00Z, a language with ?lang=th, a user with ?uid=10003.',
    '  Another port: PORT=5180 npm start.',
    '',
  ];
}
