/** What the search suggests while its box is empty: each fills the box and searches. Game names, not translated. */
export const POPULAR_SEARCHES = [
  'Fruit Party',
  'Sweet Bonanza',
  'Gates of Olympus',
  'Spaceman',
  'Football',
  'Blackjack',
] as const
