/** The favourites area as other features may use it on the server (eslint.config.mjs enforces it). */
export { findFavouriteOfferCards, findJobAdvertisements } from './favourite-service';
