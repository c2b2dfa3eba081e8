import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { CARD_CATEGORIES, EMPLOYMENT_TYPES, IMAGE_TYPES, INTENTS, isOneOf, MESSAGE_TYPES, VIDEO_FORMATS } from "@/lib/contracts/enums";
import { chatRequestSchema } from "@/lib/validation/chat";

// The values browser and server exchange are defined once, in lib/contracts/enums.ts.

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "generated" ? [] : sourceFiles(file);
    return /\.(ts|tsx)$/.test(name) ? [file] : [];
  });
}

/** A list written out in code: the values quoted, in order, separated by commas. */
const written = (values: readonly string[]) => new RegExp(values.map((value) => `["']${value}["']`).join(String.raw`\s*,\s*`));

describe("lib/contracts/enums", () => {
  it("no other module writes out one of its lists again", () => {
    const root = process.cwd();
    const files = ["app", "components", "lib"].flatMap((dir) => sourceFiles(path.join(root, dir))).filter((file) => !file.includes(path.join("lib", "contracts")));
    const lists = { EMPLOYMENT_TYPES, CARD_CATEGORIES, INTENTS, MESSAGE_TYPES: MESSAGE_TYPES.slice(0, 3), IMAGE_TYPES, VIDEO_FORMATS };
    const repeats = Object.entries(lists).flatMap(([name, values]) =>
      files.filter((file) => written(values).test(readFileSync(file, "utf8"))).map((file) => `${name} in ${path.relative(root, file)}`),
    );
    expect(repeats).toEqual([]);
  });

  it("the chat request accepts exactly the employment types, and names them when refusing", () => {
    for (const type of EMPLOYMENT_TYPES) {
      expect(chatRequestSchema.safeParse({ message: "hi", employmentType: type }).success).toBe(true);
    }
    const refused = chatRequestSchema.safeParse({ message: "hi", employmentType: "contractor" });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0].message).toBe(`must be one of ${EMPLOYMENT_TYPES.join(", ")}`);
  });

  it("isOneOf narrows only the listed strings", () => {
    expect(isOneOf(CARD_CATEGORIES, "branding")).toBe(true);
    expect(isOneOf(CARD_CATEGORIES, "Branding")).toBe(false);
    expect(isOneOf(CARD_CATEGORIES, null)).toBe(false);
    expect(isOneOf(CARD_CATEGORIES, ["branding"])).toBe(false);
  });
});
