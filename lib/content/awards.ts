// Static copy (no table): the awards band, text badges only, no logos. Shorty appears twice by design.
export const awardBadges = ["Telly", "Clio", "Shorty", "Shorty", "AAF", "Digiday Video", "Smarties", "Ad Age"] as const;

export const awardsHeading = "Award-Winning Excellence";
export const awardsText = "Our creative work has been recognized by the industry's most prestigious awards";
export const AWARDS_DISPLAY_MS = 45_000;
