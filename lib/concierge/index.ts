// The concierge's public names for other features (the rest is reached through its routes and turn.ts).

/** How question keys are made (lib/knowledge groups them): a word as a concept, and the concepts the answers are written in. */
export { conceptOfStem, isAnswerMeaning } from "./coverage";
