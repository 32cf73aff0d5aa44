/**
 * What a drawn placeholder shows for a name when its picture is missing or fails (a game's cover, a team's badge):
 * the first letter of its first two words that start with a letter, in upper case ("Gates of Olympus" -> "GO",
 * "Água Viva" -> "ÁV", "1000 Wild Hot" -> "WH"). Never more than two letters, even where upper case would write one
 * letter as two ("ß" -> "S"); an accent typed as a separate mark stays on its letter.
 */
export function initials(name: string): string {
  return name
    .normalize('NFC')
    .split(/\s+/)
    .filter((word) => /^\p{L}/u.test(word))
    .slice(0, 2)
    .map((word) => firstCodePoint(firstCodePoint(word).toUpperCase()))
    .join('')
}

/** The first letter as written (a whole code point, not half of a surrogate pair). */
const firstCodePoint = (text: string): string => Array.from(text)[0] ?? ''
