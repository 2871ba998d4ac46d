/** The real-time hubs as the rest of the product uses them (eslint.config.mjs enforces the entry). */
export { disconnectFromHubs, registerHubs } from './register-hubs';
