export { FavouriteToggle } from './components/favourite-toggle';
export { getFavourites, isFavourite, toggleFavourite, useFavourites, useIsFavourite } from './favourites-store';
