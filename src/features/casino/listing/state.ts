import { atom } from 'jotai'

export type ListingView = 'grid' | 'carousel'

/**
 * Grid or carousel, for every listing and the search page. A jotai atom rather than the URL: it is how the player
 * likes to look at games, not which games are listed, so a shared link shows the same games in the receiver's own
 * view, a switch adds no history entry and asks the server nothing, and the choice follows the player from one
 * listing to the next.
 */
export const listingViewAtom = atom<ListingView>('grid')
