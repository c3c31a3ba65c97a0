/**
 * The layers of docs/architecture.md, kept true: `npm run lint` runs this over the three
 * workspaces and fails on any import that crosses a layer the wrong way, or closes a circle.
 * Type-only imports count too.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A module that needs itself through others is a knot: move what both need below them.',
      severity: 'error',
      from: {},
      // MikroORM relations are declared from both sides of a table pair
      to: { circular: true, via: { pathNot: '\\.entity\\.ts$' } },
    },
    {
      name: 'web-only-through-shared',
      comment: 'The web talks to the api over HTTP; rules both sides need live in @vdp/shared.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^api/' },
    },
    {
      name: 'shared-is-pure',
      comment: '@vdp/shared is bundled by the web and required by the api: it imports neither.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(api|web)/' },
    },
    {
      name: 'api-not-web',
      severity: 'error',
      from: { path: '^api/' },
      to: { path: '^web/' },
    },
    {
      name: 'infrastructure-below-modules',
      comment: 'core, db (but its seeders), graphql, http and rest serve every module and know none of them.',
      severity: 'error',
      from: { path: '^api/src/(core|graphql|http|rest|config)/' },
      to: { path: '^api/src/(modules|app)/' },
    },
    {
      name: 'modules-not-composition-root',
      comment: 'app/ wires the modules; a module gets what it needs passed to create().',
      severity: 'error',
      from: { path: '^api/src/modules/' },
      to: { path: '^api/src/app/' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(__generated__|/dist/|node_modules)' },
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'require', 'node', 'default'] },
  },
};
