/**
 * Layering: app -> platform, widgets, engine; campaigns -> widgets -> engine; platform (the shell, selling) -> engine.
 * The engine knows no widget, campaign, shell or app page; widgets reach the platform only for selling (platform/pay).
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Type-only imports vanish at build time and make no runtime cycle.', from: {}, to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } } },
    { name: 'engine-imports-no-widget', severity: 'error', from: { path: '^engine/' }, to: { path: '^(kit|widgets|campaigns|sandbox|app|platform)/' } },
    { name: 'platform-builds-on-the-engine', severity: 'error', from: { path: '^platform/' }, to: { path: '^(kit|widgets|campaigns|sandbox|app)/' } },
    { name: 'kit-imports-no-widget', severity: 'error', from: { path: '^kit/' }, to: { path: '^(widgets|campaigns|sandbox|app|platform)/' } },
    { name: 'widgets-import-no-campaign', severity: 'error', from: { path: '^widgets/' }, to: { path: '^(campaigns|app)/' } },
    { name: 'widgets-use-platform-pay-only', severity: 'error', from: { path: '^widgets/', pathNot: '\\.(test|stories)\\.tsx?$' }, to: { path: '^platform/', pathNot: '^platform/pay/' } },
    { name: 'pages-load-no-test-helper', severity: 'error', comment: 'testing/ holds the helpers of tests and stories.', from: { path: '^(engine|platform|kit|widgets|campaigns|sandbox|app)/', pathNot: '\\.(test|stories)\\.tsx?$' }, to: { path: '^testing/' } },
    { name: 'engine-core-is-pure', severity: 'error', from: { path: '^engine/core/' }, to: { path: '^engine/react/' } },
    { name: 'sandbox-is-standalone', severity: 'error', from: { path: '^sandbox/' }, to: { path: '^(widgets|campaigns|app|platform)/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|\\.stories\\.tsx$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
