/** `npx depcruise src --config .dependency-cruiser.cjs --ts-config tsconfig.json` (from web/): no import cycles. */
module.exports = {
  forbidden: [{ name: 'no-circular', severity: 'error', from: {}, to: { circular: true } }],
  options: { tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' }, exclude: { path: '__generated__' } },
};
