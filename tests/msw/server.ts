import { setupServer } from 'msw/node';

/**
 * One msw server per test file: handlers are added by each test with `server.use(...)` and
 * reset after it; any request without a handler fails the test.
 */
export function startMswServer() {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
