/** The chat area as other features may use it on the server (eslint.config.mjs enforces it). */
export { chatHub } from './chat-hub';
export { invitationOfApplication, invitationsForOffer, inviteMatchedCandidate } from './chat-service';
