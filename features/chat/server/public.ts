/** The chat area as other features may use it on the server (eslint.config.mjs enforces it). */
export { chatHub } from './chat-hub';
export { invitationOfApplication, invitationsForOffer } from './invitations';
export { inviteMatchedCandidate } from './invite';
