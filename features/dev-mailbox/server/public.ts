// What other features may use of the development tools' gate.
export { canReadDevMailbox } from './mailbox';
