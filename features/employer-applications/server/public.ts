import 'server-only';
// What other features may use of the employer's applications (server side).
export { listApplications } from './applications-queries';
