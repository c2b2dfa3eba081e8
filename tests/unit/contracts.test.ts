import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { chatResponseSchema } from "@/lib/contracts/chat";
import { chatRequestSchema } from "@/lib/contracts/chat-request";
import { physicsConfigResponseSchema } from "@/lib/contracts/content";
import {
  CARD_CATEGORIES,
  CASE_STUDY_IMAGE_TYPES,
  EMPLOYMENT_TYPES,
  IMAGE_FORMATS,
  INTENTS,
  isOneOf,
  MESSAGE_TYPES,
  VIDEO_FORMATS,
} from "@/lib/contracts/enums";

// What browser and server exchange is defined once, in lib/contracts: the closed sets of values
// in enums.ts, each endpoint's request and answer in the others.

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
    const files = ["app", "components", "lib"]
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .filter((file) => !file.includes(path.join("lib", "contracts")));
    const lists = {
      EMPLOYMENT_TYPES,
      CARD_CATEGORIES,
      INTENTS,
      MESSAGE_TYPES: MESSAGE_TYPES.slice(0, 3),
      IMAGE_FORMATS,
      CASE_STUDY_IMAGE_TYPES,
      VIDEO_FORMATS,
    };
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

const contractFiles = () => readdirSync(path.join(process.cwd(), "lib/contracts")).map((name) => path.join(process.cwd(), "lib/contracts", name));
/** The modules a file imports at run time (type-only imports leave nothing in the bundle). */
const importsOf = (file: string) => [...readFileSync(file, "utf8").matchAll(/^import (?!type )[^"]*"([^"]+)";/gm)].map((match) => match[1]);

describe("lib/contracts", () => {
  it("is browser-safe: it imports zod, itself and modules that import nothing at all", () => {
    const unsafe = contractFiles().flatMap((file) =>
      importsOf(file)
        .filter((specifier) => !specifier.startsWith("zod") && !specifier.startsWith("./"))
        .filter((specifier) => {
          const target = path.resolve(path.dirname(file), `${specifier}.ts`);
          return importsOf(target).some((inner) => !inner.startsWith("./"));
        })
        .map((specifier) => `${path.basename(file)} imports ${specifier}`),
    );
    expect(unsafe).toEqual([]);
  });

  it("writes the answers the browser decodes with zod/mini; only the request modules use zod's full API", () => {
    const full = contractFiles()
      .filter((file) => importsOf(file).includes("zod"))
      .map((file) => path.basename(file));
    expect(full.sort()).toEqual(["admin-requests.ts", "chat-request.ts"]);
  });

  it("configures zod (jitless in the browser) before any schema is built: every module using zod imports ./schema", () => {
    const unconfigured = contractFiles()
      .filter((file) => importsOf(file).some((specifier) => specifier.startsWith("zod")) && path.basename(file) !== "schema.ts")
      .filter((file) => !/^import (?:[^"]* from )?"\.\/schema";/m.test(readFileSync(file, "utf8")))
      .map((file) => path.basename(file));
    expect(unconfigured).toEqual([]);
  });

  it("the chat's answer names only the message types and employment types of the lists", () => {
    const answer = {
      reply: "Hi",
      messageType: "webchat",
      conversationId: "c",
      triggerAnimation: null,
      triggerCards: [{ type: "branding" }, { id: "card-1" }],
      isEmployment: false,
      employmentType: null,
      confidence: 0.5,
      hasCompleteContact: false,
      caseStudyId: null,
      lang: "en" as const,
    };
    expect(chatResponseSchema.parse(answer)).toEqual(answer);
    expect(chatResponseSchema.safeParse({ ...answer, messageType: "reel" }).success).toBe(false);
    expect(chatResponseSchema.safeParse({ ...answer, employmentType: "contractor" }).success).toBe(false);
    expect(chatResponseSchema.safeParse({ ...answer, triggerAnimation: "confetti" }).success).toBe(false);
    expect(chatResponseSchema.safeParse({ ...answer, lang: "fr" }).success).toBe(false);
  });

  describe("the physics config answer", () => {
    const answer = {
      id: "cfg_1",
      personaId: "persona_1",
      personaSlug: "default",
      name: "Cinematic",
      isDefault: true,
      mass: 1.2,
      tension: 210,
      friction: 20,
      precision: 0.005,
    };

    it("is read whole", () => {
      expect(physicsConfigResponseSchema.parse(answer)).toEqual(answer);
    });

    it.each([
      ["null", null],
      ["a string", "mass=1"],
      ["an array", [1, 170, 26, 0.01]],
      ["an empty object", {}],
      ["the four numbers alone", { mass: 1, tension: 170, friction: 26, precision: 0.01 }],
      ["a numeric string", { ...answer, tension: "170" }],
      ["zero", { ...answer, mass: 0 }],
      ["a negative", { ...answer, friction: -26 }],
      ["NaN", { ...answer, precision: Number.NaN }],
      ["Infinity", { ...answer, tension: Number.POSITIVE_INFINITY }],
      ["a null number", { ...answer, precision: null }],
      ["an error body", { error: { code: "not_found", message: "No physics config is configured" } }],
    ])("refuses %s (the deck keeps its default springs)", (_label, value) => {
      expect(physicsConfigResponseSchema.safeParse(value).success).toBe(false);
    });
  });
});
