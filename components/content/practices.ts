// How the site counts its practices in words: a page that shows some of them says how many of how
// many, so four cards never read as all of the practices.

const NUMBER_WORDS = ["no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];

/** A count as a word ("six"), in digits past twelve. */
export const countWord = (count: number) => NUMBER_WORDS[count] ?? String(count);

export const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A heading over some of the practices: "Four of our six practices"; "Our six practices" when they are all. */
export function practicesHeading(shown: number, total: number): string {
  return shown >= total ? `Our ${countWord(total)} practices` : `${capitalized(countWord(shown))} of our ${countWord(total)} practices`;
}
