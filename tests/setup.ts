// The DOM matchers and Testing Library's settings serve the component tests (`@vitest-environment jsdom`);
// node-environment files, most of the suite, skip loading them.
if (typeof document !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { configure } = await import('@testing-library/dom');
  // CI runs the suites on two busy cores: a render that settles in a few milliseconds here can take over a
  // second there. `findBy…` and `waitFor` wait up to five seconds; a test still fails when the state never comes.
  configure({ asyncUtilTimeout: 5000 });
}

export {};
