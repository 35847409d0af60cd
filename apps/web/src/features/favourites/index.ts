/** What other features and the shell may use from favourites. */
export { FavouriteToggle } from './components/favourite-toggle';
export { useFavouriteIds, useIsFavourite, useToggleFavourite } from './use-favourites';
export { useFavouritesSync } from './use-favourites-sync';
