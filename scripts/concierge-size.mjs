// The built-in concierge's size: lines and patterns (regular-expression literals, `new RegExp` and
// String.raw pattern sources)
// in lib/concierge and lib/reading, so a change can say whether it made the rules fewer.
//   node scripts/concierge-size.mjs
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

let lines = 0;
let patterns = 0;
for (const dir of ["lib/concierge", "lib/reading"]) {
  for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".ts"))) {
    const text = fs.readFileSync(path.join(dir, name), "utf8");
    lines += text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, text);
    let previous = ts.SyntaxKind.Unknown;
    for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
      // A slash where an expression starts begins a regular expression literal.
      if (
        (token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) &&
        ![
          ts.SyntaxKind.Identifier,
          ts.SyntaxKind.CloseParenToken,
          ts.SyntaxKind.CloseBracketToken,
          ts.SyntaxKind.NumericLiteral,
          ts.SyntaxKind.StringLiteral,
        ].includes(previous)
      ) {
        token = scanner.reScanSlashToken();
      }
      if (token === ts.SyntaxKind.RegularExpressionLiteral) patterns += 1;
      if (token === ts.SyntaxKind.Identifier && scanner.getTokenText() === "RegExp" && previous === ts.SyntaxKind.NewKeyword) patterns += 1;
      // A pattern written as a raw string (String.raw`…`) and compiled elsewhere.
      if (token === ts.SyntaxKind.Identifier && scanner.getTokenText() === "raw" && previous === ts.SyntaxKind.DotToken) patterns += 1;
      previous = token;
    }
  }
}
console.log(`lib/concierge + lib/reading: ${lines} lines, ${patterns} patterns`);
