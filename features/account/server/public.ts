import 'server-only';

/** What other features may call of the account area's server code. */
export { keepApplicationCv } from './files-service';
