/** Layering: campaigns -> widgets -> engine; the engine knows no widget or campaign. */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', comment: 'Type-only imports vanish at build time and make no runtime cycle.', from: {}, to: { circular: true, dependencyTypesNot: ['type-only'], viaOnly: { dependencyTypesNot: ['type-only'] } } },
    { name: 'engine-imports-no-widget', severity: 'error', from: { path: '^engine/' }, to: { path: '^(kit|widgets|campaigns|sandbox|app)/' } },
    { name: 'kit-imports-no-widget', severity: 'error', from: { path: '^kit/' }, to: { path: '^(widgets|campaigns|sandbox|app)/' } },
    { name: 'widgets-import-no-campaign', severity: 'error', from: { path: '^widgets/' }, to: { path: '^(campaigns|app)/' } },
    { name: 'engine-core-is-pure', severity: 'error', from: { path: '^engine/core/' }, to: { path: '^engine/(react|shell)/' } },
    { name: 'sandbox-is-standalone', severity: 'error', from: { path: '^sandbox/' }, to: { path: '^(widgets|campaigns|app)/' } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|\\.stories\\.tsx$)' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
