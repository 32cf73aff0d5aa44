// A former path of ../catalogue/game-lists.ts, kept only because tests under src/features import it from here (that folder is
// being renamed on a parallel branch). Import from ../catalogue/game-lists.ts instead; this file goes once those imports do.
export { favoriteGameIds, recentGameIds, setFavorite } from '../catalogue/game-lists.ts'
