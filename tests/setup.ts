import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

// CI runs the suites on two busy cores: a render that settles in a few milliseconds here can take over a
// second there. `findBy…` and `waitFor` wait up to five seconds; a test still fails when the state never comes.
configure({ asyncUtilTimeout: 5000 });
