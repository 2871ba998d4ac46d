/** The favourites area as other features may use it on the server (eslint.config.mjs enforces it). */
export {
  countFavouritesOf,
  findFavouriteOfferCards,
  findFavouritesOf,
  findJobAdvertisements,
} from './favourite-service';
