// Generators for the fuzzer (scripts/fuzz.ts): one per endpoint, each mixing valid requests
// (records mirroring the zod schemas, which then judge what the answer must be), the limits'
// edges and hostile input. Only requests that reach the app are generated: node:http refuses
// raw bytes over 0x7e in a path and headers over 16 KB itself (a bare 400/431), Next answers TRACE
// with a bare 500 and redirects paths holding "//" or a backslash before any app code runs; none
// of that is the app's to change, so the paths here never hold those (malformed escapes instead).
import { stripControls } from "../lib/http/controls";
import fc from "fast-check";
import { WORD_LIMIT } from "../lib/contracts/words";
import { DEFAULT_JSON_LIMIT_BYTES, parseJsonText } from "../lib/http/body";
import { MULTIPART_OVERHEAD_BYTES } from "../lib/http/multipart";
import { IMAGE_MAX_BYTES } from "../lib/uploads/image-limits";
import { chatRequestSchema, knownVisitorChatRequestSchema, MESSAGE_BODY_LIMIT_BYTES } from "../lib/contracts/chat-request";
import {
  caseStudyCreateSchema,
  caseStudyUpdateSchema,
  dismissGroupSchema,
  dismissOlderSchema,
  deleteNamedFilesRequestSchema,
  eraseRequestSchema,
  leadUpdateSchema,
  personRequestSchema,
} from "../lib/contracts/admin-requests";
import { LEAD_NOTE_MAX_CHARS, LEAD_SOURCES, LEAD_STATUSES } from "../lib/contracts/leads";
import { CONTACT_FORM_SESSION, CONTACT_FORM_WORD_LIMIT } from "../lib/contracts/contact";
import { PDF_MAX_BYTES, RESUME_MAX_BYTES } from "../lib/contracts/upload-limits";
import { bytesOf, multipartBytes, multipartFraming, sizedMultipart, type Body, type FuzzRequest, type Part } from "./fuzz-http";

/** lib/auth/auth-request.ts's body limit (that module is server-only, so not importable here). */
const AUTH_BODY_LIMIT_BYTES = 8 * 1024;

/** What the fuzzer learned from the server before generating: real ids, cookies and tokens. */
export type World = {
  base: string;
  adminToken: string;
  /** Valid visitor cookies (`nl_vid=…`), each its own visitor. */
  visitors: string[];
  /** A live admin session cookie, and one that was logged out. */
  session: string;
  revokedSession: string;
  /** A next-auth CSRF token and the cookie it pairs with. */
  csrf: { token: string; cookie: string };
  /** Conversation ids: one owned by visitors[0], one by visitors[1]. */
  conversations: string[];
  resumeIds: string[];
  uploadIds: string[];
  leadIds: string[];
  caseStudyIds: string[];
  filterSlugs: string[];
  serviceSlugs: string[];
  personaSlugs: string[];
  /** Keys of stored files: public case-study images, and private résumé / contact ones. */
  publicKeys: string[];
  privateKeys: string[];
};

export type Endpoint = {
  name: string;
  /** "METHOD /path" as the report shows it. */
  route: string;
  arbitrary: fc.Arbitrary<FuzzRequest>;
  /** Requests run once per fuzzing (the limits' exact edges: large bodies, kept out of the random runs). */
  edges: FuzzRequest[];
  /** What the default-limits phase sends instead, when most random requests would be refused before the limiter counts them. */
  flood?: fc.Arbitrary<FuzzRequest>;
};

// ---- building blocks ------------------------------------------------------------------------

const VOCAB = (
  "we need a brand film for our launch in los angeles what does a rebrand cost show me your reel portfolio awards " +
  "hiring motion designer freelance internship jobs social media campaign web site video production budget timeline " +
  "hello thanks who are your clients imax velo e-bike credit union streaming 2024 $50k q3 ok yes no"
).split(" ");

const words = (min: number, max: number) => fc.array(fc.constantFrom(...VOCAB), { minLength: min, maxLength: max }).map((list) => list.join(" "));

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

const NASTY = [
  "\u0000",
  "\u202e",
  "\ufeff",
  "\r\n",
  "\t",
  "<script>alert(1)</script>",
  "&lt;img onerror=x&gt;",
  "../",
  "..\\",
  "%00",
  "%ZZ",
  "' OR 1=1 --",
  "${7*7}",
  "{{7*7}}",
  "💥",
  "é",
  "\u0301",
  "\u200b",
  "null",
  "undefined",
  "__proto__",
  "constructor",
  " ",
];

/** Text a visitor could send: any code points, lone surrogates, NUL, bidi overrides, markup, long runs. */
const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  {
    weight: 4,
    arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 6 }), loneSurrogate, fc.constantFrom(...NASTY)), { maxLength: 8 }).map((parts) => parts.join("")),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({ unit: fc.constantFrom("a", " ", "a ", "é", "💥", "\u0000", ".", "@", "\n"), count: fc.integer({ min: 100, max: 20_000 }) })
      .map(({ unit, count }) => unit.repeat(count)),
  },
);

/** Any JSON value, deep or shallow, of any type: what a field of the wrong type looks like. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, 0, -1, 1e308, "", [], {}) },
  { weight: 1, arbitrary: hostileText },
);

/** A field that is usually right and sometimes anything at all. */
const usually = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: valid as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: anyJson });

/** A string of exactly one of the lengths around `max` (the schema's edge). */
const edgeLength = (max: number) => fc.constantFrom(max - 1, max, max + 1).map((length) => "x".repeat(Math.max(1, length)));

/** Bodies that are not JSON, or JSON the parser chokes on. */
const brokenJson: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.constantFrom("", " ", "{", "{bad", '{"message":', '{"a":1,}', "NaN", "undefined", "\u0000", "[]", "null", "0", '"text"', "{}").map(bytesOf),
  fc.uint8Array({ maxLength: 200 }),
  // Deep nesting: arrays or objects thousands of levels deep.
  fc
    .record({ depth: fc.integer({ min: 50, max: 20_000 }), object: fc.boolean() })
    .map(({ depth, object }) => bytesOf(object ? `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}` : `${"[".repeat(depth)}${"]".repeat(depth)}`)),
  // Invalid UTF-8 inside a string: stray continuation bytes, overlong "/", an encoded surrogate.
  fc
    .constantFrom([0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xe0, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80])
    .map((bad) => Buffer.concat([bytesOf('{"message":"hi '), Buffer.from(bad), bytesOf('","title":"'), Buffer.from(bad), bytesOf('"}')])),
);

const CONTENT_TYPES_OTHER = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/jsonx",
  "text/json",
  "application/octet-stream",
  "*/*",
  "",
];
const JSON_TYPES = ["application/json", "application/json; charset=utf-8", "application/vnd.api+json", "APPLICATION/JSON", "application/json;charset=latin1"];

/**
 * Percent-encodes text as UTF-8, except a lone surrogate, which becomes the three bytes it would
 * be were it a character (%ED%A0%80 for U+D800): not valid UTF-8, as hostile input should be.
 */
function encodeLoose(text: string): string {
  let out = "";
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join("");
    } else out += encodeURIComponent(char);
  }
  return out;
}

/** A percent-encoded path segment: valid ids, malformed escapes, traversal, encoded slashes. */
const segmentOf = (valid: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: valid.length ? fc.constantFrom(...valid) : fc.constant("x") },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        "%ZZ",
        "%C0%AF",
        "%E0%A4%A",
        "%",
        "%%",
        "%2",
        "%2e%2e",
        "%2E%2E%2Fadmin",
        "..%2F..%2Fetc%2Fpasswd",
        "%2F",
        "%5C",
        "%00",
        "%FF",
        "%ED%A0%80",
        "%F8%88%80%80%80",
        "a%2Fb",
        "%252e%252e",
        "~",
        "%20",
        "+",
        "%C0%AE%C0%AE",
        "%u002e",
        "con",
        "nul",
        ".env",
        "..%00",
      ),
    },
    { weight: 3, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }).map(encodeLoose) },
    { weight: 1, arbitrary: hostileText.filter((text) => text.length > 0 && text.length < 200).map(encodeLoose) },
    { weight: 1, arbitrary: fc.integer({ min: 200, max: 4000 }).map((length) => "a".repeat(length)) },
  );

/** A query string: none, the endpoint's own parameters, or junk (malformed escapes, repeats). */
const queryOf = (params: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant("") },
    { weight: 3, arbitrary: params.map((query) => (query ? `?${query}` : "")) },
    {
      weight: 2,
      arbitrary: fc.constantFrom("?%ZZ", "?a=%C0%AF", "?a=1&a=2", "?=", "?&&&", "?a[b]=c", "?__proto__=1", "?callbackUrl=javascript:alert(1)", "?x=%00"),
    },
    { weight: 1, arbitrary: hostileText.map((text) => text.slice(0, 300)).map((text) => `?${encodeLoose(text)}=${encodeLoose(text)}`) },
  );

// Methods: the standard ones, and WebDAV ones node:http knows (without a body: see proxy.ts).
const STANDARD_METHODS = ["GET", "HEAD", "OPTIONS", "POST", "PUT", "PATCH", "DELETE"];
const OTHER_METHODS = ["PROPFIND", "MKCOL", "SEARCH", "PURGE", "LOCK", "REPORT"];

const none: Body = { kind: "none" };
const bytesBody = (bytes: Uint8Array): Body => ({ kind: "bytes", bytes });
const jsonBody = (value: unknown): Body => bytesBody(bytesOf(JSON.stringify(value) ?? ""));

type Auth = { label: string; headers: Record<string, string>; valid: boolean };

/** The ways to (fail to) authenticate as staff. */
function authOf(world: World, { write }: { write: boolean }): fc.Arbitrary<Auth> {
  const sameOrigin = { origin: world.base };
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant<Auth>({ label: "bearer", headers: { authorization: `Bearer ${world.adminToken}` }, valid: true }) },
    {
      weight: 2,
      arbitrary: fc.constant<Auth>({ label: "session", headers: { cookie: world.session, ...(write ? sameOrigin : {}) }, valid: true }),
    },
    { weight: 1, arbitrary: fc.constant<Auth>({ label: "none", headers: {}, valid: false }) },
    {
      weight: 1,
      arbitrary: fc
        .oneof(fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 60 }), fc.constant(`${world.adminToken}x`), fc.constant(world.adminToken.slice(1)))
        .map((token) => ({ label: "bad bearer", headers: { authorization: `Bearer ${token.replace(/[^\x21-\x7e]/g, "")}` }, valid: false })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          `Basic ${Buffer.from(`admin:${world.adminToken}`).toString("base64")}`,
          "Bearer",
          "Bearer ",
          `bearer  ${world.adminToken} extra`,
          "Token abc",
          "",
        )
        .map((authorization) => ({ label: "malformed authorization", headers: { authorization }, valid: false })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          world.revokedSession,
          "admin-session=garbage",
          `admin-session=${world.session.split("=")[1]?.slice(0, -4)}AAAA`,
          "__Secure-admin-session=x",
        )
        .map((cookie) => ({ label: "bad session", headers: { cookie }, valid: false })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom("http://evil.example", "null", "https://127.0.0.1.evil.example")
        .map((origin) => ({ label: "session, cross-origin", headers: { cookie: world.session, origin }, valid: false })),
    },
  );
}

/** A visitor: none, a real one (valid signed cookie), a forged or garbled cookie. */
function visitorOf(world: World): fc.Arbitrary<{ cookie: string | null; known: boolean; index: number }> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.nat({ max: world.visitors.length - 1 }).map((index) => ({ cookie: world.visitors[index], known: true, index })) },
    { weight: 2, arbitrary: fc.constant({ cookie: null, known: false, index: -1 }) },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(
          "nl_vid=AAAAAAAAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
          "nl_vid=",
          "nl_vid=a.b.c",
          `${world.visitors[0]}x`,
          "nl_vid=%ZZ; nl_vid=2",
        )
        .map((cookie) => ({ cookie, known: false, index: -1 })),
    },
  );
}

const withCookie = (headers: Record<string, string>, cookie: string | null) =>
  cookie ? { ...headers, cookie: headers.cookie ? `${headers.cookie}; ${cookie}` : cookie } : headers;

/**
 * A request with some other method than the endpoint's, with or without a body. The answer is 405
 * (OPTIONS: 204), or for an admin path the proxy's 401/403 when the credentials are not good.
 * Methods Next does not route go without a body: with one (even an empty one) Next answers a bare
 * 400 before any app code, which proxy.ts can only prevent for requests it sees.
 */
function wrongMethod(
  path: fc.Arbitrary<string>,
  served: string[],
  headers: fc.Arbitrary<Record<string, string>> = fc.constant({}),
  { everything, unknownMethods }: { everything?: number[]; unknownMethods?: number[] } = {},
): fc.Arbitrary<FuzzRequest> {
  const standard = STANDARD_METHODS.filter((method) => !served.includes(method) && !(method === "HEAD" && served.includes("GET")));
  return fc.oneof(
    fc
      .record({ method: fc.constantFrom(...standard), path, headers, body: fc.option(fc.uint8Array({ maxLength: 64 }), { nil: undefined }) })
      .map(({ method, path, headers, body }): FuzzRequest => ({
        label: "wrong method",
        method,
        path,
        headers: body ? { ...headers, "content-type": "application/json" } : headers,
        body: body && method !== "HEAD" ? bytesBody(body) : none,
        framing: "length",
        expect: everything ?? (method === "OPTIONS" ? [204, 401, 403] : [405, 401, 403]),
      })),
    fc.record({ method: fc.constantFrom(...OTHER_METHODS), path, headers }).map(({ method, path, headers }): FuzzRequest => ({
      label: "unknown method",
      method,
      path,
      headers,
      body: none,
      framing: "length",
      expect: everything ?? unknownMethods ?? [405],
    })),
  );
}

// ---- JSON endpoints ---------------------------------------------------------------------------

type JsonVariant = { label: string; contentType: string; body: Body; framing: "length" | "chunked"; parsed: { ok: true; value: unknown } | { ok: false } };

/** A JSON body: the given value (usually), broken JSON, a wrong content type, chunked framing. */
function jsonVariants(value: fc.Arbitrary<unknown>): fc.Arbitrary<JsonVariant> {
  const framing = fc.constantFrom<"length" | "chunked">("length", "length", "length", "chunked");
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .record({ value, contentType: fc.constantFrom(...JSON_TYPES), framing, pad: fc.constantFrom(0, 0, 0, 1, 2) })
        .map(({ value, contentType, framing, pad }): JsonVariant => {
          const text = JSON.stringify(value) ?? "null";
          const padded = pad === 1 ? ` \n${text}\n ` : pad === 2 ? `\ufeff${text}` : text;
          // A leading byte order mark is dropped by the server's UTF-8 decoder, as by any.
          // Judged as the server reads it: control characters inside strings removed ("\u0000" is "").
          return { label: "json", contentType, body: bytesBody(bytesOf(padded)), framing, parsed: { ok: true, value: parseJsonText(text) } };
        }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ bytes: brokenJson, framing }).map(({ bytes, framing }): JsonVariant => {
        const text = new TextDecoder().decode(bytes);
        let parsed: JsonVariant["parsed"] = { ok: false };
        try {
          parsed = { ok: true, value: parseJsonText(text) };
        } catch {}
        return { label: "broken json", contentType: "application/json", body: bytesBody(bytes), framing, parsed };
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ value, contentType: fc.constantFrom(...CONTENT_TYPES_OTHER) }).map(({ value, contentType }): JsonVariant => ({
        label: "wrong content type",
        contentType,
        body: jsonBody(value),
        framing: "length",
        parsed: { ok: false },
      })),
    },
  );
}

/**
 * The status a JSON endpoint must answer, judged like lib/http/body.ts's readJson: 415 without a
 * JSON type, 413 over the limit, 400 for an empty, broken or invalid body; else `valid(value)`.
 */
function judgeJson(variant: JsonVariant, maxBytes: number, valid: (value: unknown) => number[]): number[] {
  const contentType = variant.contentType;
  if (!contentType || !/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) return [415];
  const size = variant.body.kind === "bytes" ? variant.body.bytes.byteLength : 0;
  if (size > maxBytes) return [413];
  if (!variant.parsed.ok) return [400];
  return valid(variant.parsed.value);
}

// ---- the endpoints --------------------------------------------------------------------------

function chat(world: World): Endpoint {
  const path = "/api/conversations/message";
  const idLike = fc.oneof(fc.stringMatching(/^[A-Za-z0-9_.:-]{1,40}$/), hostileText, edgeLength(128));
  const optionalText = (max: number) => fc.oneof(words(1, 4), edgeLength(max), hostileText, fc.constant(""));
  const message = fc.oneof(
    { weight: 8, arbitrary: words(1, 40) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(WORD_LIMIT, WORD_LIMIT + 1, CONTACT_FORM_WORD_LIMIT, CONTACT_FORM_WORD_LIMIT + 1).chain((count) => words(count, count)),
    },
    { weight: 1, arbitrary: edgeLength(12_000) },
    { weight: 3, arbitrary: hostileText },
  );
  const contactInfo = fc.record(
    {
      name: usually(optionalText(120)),
      email: usually(fc.oneof(fc.emailAddress(), hostileText)),
      subject: usually(optionalText(200)),
      company: usually(optionalText(160)),
      phone: usually(optionalText(60)),
      linkedin: usually(optionalText(300)),
      portfolio: usually(optionalText(300)),
    },
    { requiredKeys: [] },
  );
  const body = fc.record(
    {
      message: usually(message),
      sessionId: usually(fc.oneof(idLike, fc.constant(CONTACT_FORM_SESSION))),
      personaSlug: usually(fc.oneof(fc.constantFrom(...world.personaSlugs), fc.stringMatching(/^[a-z0-9-]{1,64}$/), hostileText)),
      conversationId: usually(fc.oneof(fc.constantFrom(...world.conversations), idLike)),
      employmentType: usually(fc.constantFrom("freelancer", "full-time", "internship", "", null, "ceo")),
      clientName: usually(optionalText(120)),
      clientEmail: usually(fc.oneof(fc.emailAddress(), hostileText, fc.constant(""))),
      subject: usually(optionalText(200)),
      company: usually(optionalText(160)),
      contactInfo: usually(contactInfo),
      extra: anyJson,
    },
    { requiredKeys: ["message"] },
  );
  // Bodies the schema accepts, as often as hostile ones.
  const validBody = fc.record(
    {
      message: words(1, 40),
      sessionId: fc.stringMatching(/^[A-Za-z0-9_.:-]{1,40}$/),
      personaSlug: fc.constantFrom(...world.personaSlugs),
      conversationId: fc.constantFrom(...world.conversations),
      employmentType: fc.constantFrom("freelancer", "full-time", "internship"),
      clientName: words(1, 3),
      clientEmail: fc.constantFrom("jane@example.com", "LEAD@Example.COM"),
      company: words(1, 3),
    },
    { requiredKeys: ["message"] },
  );
  const request = fc
    .record({
      variant: jsonVariants(fc.oneof(validBody, body)),
      visitor: visitorOf(world),
      stream: fc.boolean(),
      accept: fc.constantFrom("text/event-stream", "application/json", "*/*", "text/event-stream;q=0"),
    })
    .map(({ variant, visitor, stream, accept }): FuzzRequest => {
      const schema = visitor.known ? knownVisitorChatRequestSchema : chatRequestSchema;
      return {
        label: `${variant.label}${stream ? ", streamed" : ""}${visitor.known ? ", known visitor" : ""}`,
        method: "POST",
        path,
        headers: withCookie({ ...(variant.contentType ? { "content-type": variant.contentType } : {}), ...(stream ? { accept } : {}) }, visitor.cookie),
        body: variant.body,
        framing: variant.framing,
        expect: judgeJson(variant, MESSAGE_BODY_LIMIT_BYTES, (value) => (schema.safeParse(value).success ? [200] : [400])),
      };
    });
  const edge = (size: number, framing: "length" | "chunked" = "length"): FuzzRequest => {
    const head = bytesOf('{"message":"hello there","pad":"');
    return {
      label: `body of ${size} bytes (limit ${MESSAGE_BODY_LIMIT_BYTES})${framing === "chunked" ? ", chunked" : ""}`,
      method: "POST",
      path,
      headers: { "content-type": "application/json", cookie: world.visitors[0] },
      body: { kind: "filler", size, head, tail: bytesOf('"}'), fill: 0x61 },
      framing,
      expect: size > MESSAGE_BODY_LIMIT_BYTES ? [413] : [200],
    };
  };
  // Valid messages: the limiter counts only what passed validation.
  const flood = fc.record({ visitor: visitorOf(world), message: words(1, 20) }).map(({ visitor, message }): FuzzRequest => ({
    label: `valid${visitor.known ? ", known visitor" : ""}`,
    method: "POST",
    path,
    headers: withCookie({ "content-type": "application/json" }, visitor.cookie),
    body: jsonBody({ message }),
    framing: "length",
    expect: [200],
  }));
  return {
    name: "chat",
    route: `POST ${path}`,
    flood,
    arbitrary: fc.oneof({ weight: 12, arbitrary: request }, { weight: 1, arbitrary: wrongMethod(fc.constant(path), ["POST"]) }),
    edges: [
      edge(MESSAGE_BODY_LIMIT_BYTES),
      edge(MESSAGE_BODY_LIMIT_BYTES + 1),
      edge(MESSAGE_BODY_LIMIT_BYTES + 1, "chunked"),
      edge(4 * 1024 * 1024, "chunked"),
    ],
  };
}

/**
 * A public GET endpoint with a fixed path. `wrongMethods`: what other methods get, when the route
 * cannot say (the static bundle answers Next's own 405, outside the API).
 */
function publicRead(name: string, path: string, wrongMethods?: number[]): Endpoint {
  const params = fc.constant("");
  const read = fc
    .record({ query: queryOf(params), head: fc.boolean(), cookie: fc.constantFrom("", "nl_vid=x", "admin-session=garbage") })
    .map(({ query, head, cookie }): FuzzRequest => ({
      label: head ? "HEAD" : "GET",
      method: head ? "HEAD" : "GET",
      path: `${path}${query}`,
      headers: cookie ? { cookie } : {},
      body: none,
      framing: "length",
      expect: [200],
    }));
  return {
    name,
    route: `GET ${path}`,
    arbitrary: fc.oneof(
      { weight: 3, arbitrary: read },
      { weight: 1, arbitrary: wrongMethod(fc.constant(path), ["GET"], fc.constant({}), { everything: wrongMethods }) },
    ),
    edges: [],
  };
}

/** A public GET endpoint with one path parameter. */
function publicParamRead(name: string, prefix: string, valid: string[], unknownStatus: number[]): Endpoint {
  const segment = segmentOf(valid);
  const read = fc.record({ segment, query: queryOf(fc.constant("")) }).map(({ segment, query }): FuzzRequest => ({
    label: valid.includes(segment) ? "known" : "other",
    method: "GET",
    path: `${prefix}/${segment}${query}`,
    headers: {},
    body: none,
    framing: "length",
    expect: valid.includes(segment) ? [200] : undefined,
  }));
  return {
    name,
    route: `GET ${prefix}/{…}`,
    arbitrary: fc.oneof(
      { weight: 4, arbitrary: read },
      {
        weight: 1,
        arbitrary: wrongMethod(
          segment.map((value) => `${prefix}/${value}`),
          ["GET"],
        ),
      },
    ),
    edges: [{ label: "unknown", method: "GET", path: `${prefix}/no-such-thing`, headers: {}, body: none, framing: "length", expect: unknownStatus }],
  };
}

function adminRead(
  world: World,
  name: string,
  template: string,
  ids: string[],
  params: fc.Arbitrary<string> = fc.constant(""),
  knownStatus = [200],
  served = ["GET"],
): Endpoint {
  const hasId = template.includes("{id}");
  const segment = segmentOf(ids);
  const read = fc.record({ auth: authOf(world, { write: false }), segment, query: queryOf(params) }).map(({ auth, segment, query }): FuzzRequest => {
    const known = !hasId || ids.includes(segment);
    return {
      label: `${auth.label}${hasId ? (ids.includes(segment) ? ", known id" : ", other id") : ""}`,
      method: "GET",
      path: `${template.replace("{id}", segment)}${query}`,
      headers: auth.headers,
      body: none,
      framing: "length",
      expect: !auth.valid ? [401, 403] : known && !query ? knownStatus : undefined,
    };
  });
  return {
    name,
    route: `GET ${template}`,
    arbitrary: fc.oneof(
      { weight: 5, arbitrary: read },
      {
        weight: 1,
        arbitrary: wrongMethod(
          segment.map((value) => template.replace("{id}", value)),
          served,
          authOf(world, { write: true }).map((auth) => auth.headers),
        ),
      },
    ),
    edges: [],
  };
}

/**
 * What the default-limits phase sends to an admin read: mostly wrong bearer tokens, which the
 * login limiter counts per IP until it answers 429, mixed with the right token, which must get in
 * every time however many wrong ones came from the same IP.
 */
function tokenGuessing(world: World, path: string): fc.Arbitrary<FuzzRequest> {
  const wrong = fc
    .oneof(fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 60 }), fc.constant(`${world.adminToken}x`), fc.constant(world.adminToken.slice(1)))
    .map((token): FuzzRequest => ({
      label: "bad bearer",
      method: "GET",
      path,
      headers: { authorization: `Bearer ${token.replace(/[^\x21-\x7e]/g, "") || "x"}` },
      body: none,
      framing: "length",
      expect: [401],
    }));
  const right = fc.constant<FuzzRequest>({
    label: "bearer, among guesses",
    method: "GET",
    path,
    headers: { authorization: `Bearer ${world.adminToken}` },
    body: none,
    framing: "length",
    expect: [200],
    neverLimited: true,
  });
  return fc.oneof({ weight: 3, arbitrary: wrong }, { weight: 1, arbitrary: right });
}

// ---- admin writes ----------------------------------------------------------------------------

function caseStudyFields(world: World) {
  const text = (max: number) =>
    fc.oneof({ weight: 6, arbitrary: words(1, 6) }, { weight: 1, arbitrary: edgeLength(max) }, { weight: 2, arbitrary: hostileText });
  const list = (max: number, count: number) => fc.array(text(max), { maxLength: count + 1 });
  const mediaUrl = fc.oneof(
    fc.constantFrom("/media/reel.mp4", "https://example.com/a.png", "", "javascript:alert(1)", "//evil.example/x.png"),
    fc.webUrl(),
    hostileText,
  );
  return {
    // Mostly unique titles (the id is the title's slug; a clash is a 409).
    title: usually(
      fc.oneof(
        { weight: 4, arbitrary: fc.tuple(words(1, 6), fc.nat()).map(([title, n]) => `${title} ${n.toString(36)}`) },
        { weight: 1, arbitrary: text(140) },
      ),
    ),
    client: usually(text(140)),
    industry: usually(text(80)),
    duration: usually(fc.option(text(60))),
    challenge: usually(text(4000)),
    strategy: usually(fc.option(text(4000))),
    execution: usually(list(600, 40)),
    results: usually(list(600, 40)),
    tags: usually(fc.array(text(60), { maxLength: 31 })),
    services: usually(fc.array(fc.oneof(fc.constantFrom(...world.serviceSlugs), text(80)), { maxLength: 21 })),
    images: usually(
      fc.record({ thumbnail: usually(mediaUrl), hero: usually(mediaUrl), gallery: usually(fc.array(mediaUrl, { maxLength: 31 })) }, { requiredKeys: [] }),
    ),
    videos: usually(
      fc.oneof(
        fc.constant(null),
        fc.record({ hero: mediaUrl, gallery: fc.array(mediaUrl, { maxLength: 3 }) }),
        fc.array(fc.record({ title: text(60), url: mediaUrl, format: text(20) }), { maxLength: 3 }),
      ),
    ),
    metrics: usually(fc.record({ primary: usually(text(100)), secondary: usually(fc.array(text(100), { maxLength: 4 })) }, { requiredKeys: [] })),
    quote: usually(fc.option(fc.record({ text: text(400), attribution: text(100) }))),
    videoUrl: usually(fc.option(mediaUrl)),
  };
}

/** Case-study fields the schema accepts, so writes reach the database as often as refusals. */
function validCaseStudyFields(world: World) {
  const text = (min: number, max: number) => words(min, max);
  const list = fc.array(text(1, 8), { maxLength: 5 });
  const sitePath = fc.constantFrom("/media/case-studies/imax/hero.webp", "/media/reel.mp4", "https://example.com/a.png");
  return {
    title: fc.tuple(words(1, 6), fc.nat()).map(([title, n]) => `${title} ${n.toString(36)}`),
    client: text(1, 4),
    industry: text(1, 2),
    duration: fc.option(text(1, 3)),
    challenge: text(3, 40),
    strategy: fc.option(text(3, 40)),
    execution: list,
    results: list,
    tags: fc.array(text(1, 2), { maxLength: 5 }),
    services: fc.subarray(world.serviceSlugs, { maxLength: 3 }),
    images: fc.record({
      thumbnail: fc.oneof(sitePath, fc.constant("")),
      hero: fc.oneof(sitePath, fc.constant("")),
      gallery: fc.array(sitePath, { maxLength: 3 }),
    }),
    videos: fc.oneof(
      fc.constant(null),
      fc.array(fc.record({ title: text(1, 3), url: fc.constant("https://youtu.be/dQw4w9WgXcQ"), format: fc.constantFrom("vertical", "16:9") }), {
        maxLength: 2,
      }),
    ),
    metrics: fc.record({ primary: text(1, 5), secondary: fc.array(text(1, 5), { maxLength: 3 }) }),
    quote: fc.option(fc.record({ text: text(3, 20), attribution: text(1, 4) })),
    videoUrl: fc.option(fc.constant("https://vimeo.com/1")),
  };
}

function caseStudyCreate(world: World): Endpoint {
  const path = "/api/case-studies";
  const limit = 256 * 1024;
  const requiredKeys: ("title" | "client" | "industry" | "challenge" | "metrics")[] = ["title", "client", "industry", "challenge", "metrics"];
  const body = fc.oneof(
    { weight: 1, arbitrary: fc.record(validCaseStudyFields(world), { requiredKeys }) as fc.Arbitrary<unknown> },
    { weight: 2, arbitrary: fc.record(caseStudyFields(world), { requiredKeys }) as fc.Arbitrary<unknown> },
  );
  const request = fc.record({ variant: jsonVariants(body), auth: authOf(world, { write: true }) }).map(({ variant, auth }): FuzzRequest => ({
    label: `${variant.label}, ${auth.label}`,
    method: "POST",
    path,
    headers: { ...auth.headers, ...(variant.contentType ? { "content-type": variant.contentType } : {}) },
    body: variant.body,
    framing: variant.framing,
    // A valid study may clash with an earlier one's id (409) or have a title without letters (422).
    expect: auth.valid ? judgeJson(variant, limit, (value) => (caseStudyCreateSchema.safeParse(value).success ? [201, 409, 422] : [400])) : [401, 403],
  }));
  const edge = (size: number): FuzzRequest => ({
    label: `body of ${size} bytes (limit ${limit})`,
    method: "POST",
    path,
    headers: { authorization: `Bearer ${world.adminToken}`, "content-type": "application/json" },
    body: {
      kind: "filler",
      size,
      head: bytesOf('{"title":"Edge case study","client":"c","industry":"i","challenge":"c","metrics":{"primary":"1","secondary":[]},"pad":"'),
      tail: bytesOf('"}'),
      fill: 0x61,
    },
    framing: "length",
    expect: size > limit ? [413] : [201, 409],
  });
  return {
    name: "case-study-create",
    route: `POST ${path}`,
    arbitrary: fc.oneof(
      { weight: 10, arbitrary: request },
      {
        weight: 1,
        arbitrary: wrongMethod(
          fc.constant(path),
          ["GET", "POST"],
          authOf(world, { write: true }).map((auth) => auth.headers),
        ),
      },
    ),
    edges: [edge(limit), edge(limit + 1), { ...edge(3 * 1024 * 1024), framing: "chunked" }],
  };
}

function caseStudyUpdate(world: World): Endpoint {
  const fields = caseStudyFields(world);
  const body = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record(validCaseStudyFields(world), { requiredKeys: [] }).filter((value) => Object.keys(value).length > 0) as fc.Arbitrary<unknown>,
    },
    { weight: 8, arbitrary: fc.record(fields, { requiredKeys: [] }) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: anyJson },
  );
  const segment = segmentOf(world.caseStudyIds);
  const request = fc.record({ variant: jsonVariants(body), auth: authOf(world, { write: true }), segment }).map(({ variant, auth, segment }): FuzzRequest => {
    const known = world.caseStudyIds.includes(segment);
    return {
      label: `${variant.label}, ${auth.label}${known ? ", known id" : ""}`,
      method: "PUT",
      path: `/api/case-studies/${segment}`,
      headers: { ...auth.headers, ...(variant.contentType ? { "content-type": variant.contentType } : {}) },
      body: variant.body,
      framing: variant.framing,
      expect: !auth.valid
        ? [401, 403]
        : known
          ? judgeJson(variant, 256 * 1024, (value) => (caseStudyUpdateSchema.safeParse(value).success ? [200] : [400]))
          : undefined,
    };
  });
  return {
    name: "case-study-update",
    route: "PUT /api/case-studies/{id}",
    arbitrary: fc.oneof(
      { weight: 10, arbitrary: request },
      {
        weight: 1,
        arbitrary: wrongMethod(
          segment.map((id) => `/api/case-studies/${id}`),
          ["PUT", "PATCH", "DELETE"],
          authOf(world, { write: true }).map((auth) => auth.headers),
        ),
      },
    ),
    edges: [],
  };
}

function filtersReorder(world: World): Endpoint {
  const path = "/api/admin/portfolio-filters/reorder";
  const slugs = world.filterSlugs;
  const permutation = fc.shuffledSubarray(slugs, { minLength: slugs.length, maxLength: slugs.length });
  const body = fc.oneof(
    { weight: 4, arbitrary: permutation.map((order) => ({ kind: "valid", value: { filters: order.map((slug) => ({ slug, label: "ignored" })) } })) },
    {
      weight: 1,
      arbitrary: fc
        .shuffledSubarray(slugs, { minLength: 1, maxLength: slugs.length - 1 })
        .map((order) => ({ kind: "missing", value: { filters: order.map((slug) => ({ slug })) } })),
    },
    { weight: 1, arbitrary: permutation.map((order) => ({ kind: "duplicate", value: { filters: [...order, order[0]].map((slug) => ({ slug })) } })) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.record({ slug: usually(fc.oneof(hostileText, edgeLength(120))) }), { maxLength: 6 })
        .map((filters) => ({ kind: "junk", value: { filters } })),
    },
    { weight: 1, arbitrary: anyJson.map((value) => ({ kind: "junk", value })) },
  );
  // Broken JSON and wrong content types replace the chosen body: then any refusal will do.
  const request = fc.record({ choice: body, auth: authOf(world, { write: true }) }).chain(({ choice, auth }) =>
    jsonVariants(fc.constant(choice.value)).map((variant): FuzzRequest => ({
      label: `${variant.label}, ${choice.kind}, ${auth.label}`,
      method: "PUT",
      path,
      headers: { ...auth.headers, ...(variant.contentType ? { "content-type": variant.contentType } : {}) },
      body: variant.body,
      framing: variant.framing,
      expect: !auth.valid
        ? [401, 403]
        : judgeJson(variant, DEFAULT_JSON_LIMIT_BYTES, () =>
            variant.label !== "json"
              ? [400, 422]
              : choice.kind === "valid"
                ? [200]
                : choice.kind === "missing"
                  ? [422]
                  : choice.kind === "duplicate"
                    ? [400]
                    : [400, 422],
          ),
    })),
  );
  return {
    name: "filters-reorder",
    route: `PUT ${path}`,
    arbitrary: fc.oneof(
      { weight: 10, arbitrary: request },
      {
        weight: 1,
        arbitrary: wrongMethod(
          fc.constant(path),
          ["PUT"],
          authOf(world, { write: true }).map((auth) => auth.headers),
        ),
      },
    ),
    edges: [],
  };
}

// ---- leads ------------------------------------------------------------------------------------

/**
 * A list's `cursor`: a list hands out base64url("<epoch ms>:<id>"); these are shaped like one but
 * out of range (a time no Date holds, exponents, huge numbers), or not one at all.
 */
const pageCursor = fc
  .oneof(
    fc
      .record({
        time: fc.oneof(
          fc.double({ noNaN: false }).map(String),
          fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
          fc.constantFrom("1e400", "-0", "8640000000000001", "NaN", ""),
        ),
        id: fc.string({ maxLength: 40 }),
      })
      .map(({ time, id }) => Buffer.from(`${time}:${id}`).toString("base64url")),
    fc.string({ maxLength: 220 }),
  )
  .map((cursor) => `cursor=${encodeURIComponent(cursor)}`);

/** The leads list's and its CSV export's query: each filter's values and edges, hostile searches. */
const leadQuery = fc.oneof(
  fc.constantFrom(
    ...LEAD_STATUSES.map((status) => `status=${status}`),
    ...LEAD_SOURCES.map((source) => `source=${source}`),
    "status=hot",
    "source=fax",
    "q=setup",
    "q=EXAMPLE.COM",
  ),
  fc.constantFrom("limit=1", "limit=100", "limit=101", "limit=0", "limit=abc", "cursor=x", "cursor=MTIzOmFiYw"),
  fc.string({ maxLength: 120 }).map((q) => `q=${encodeURIComponent(q)}`),
  pageCursor,
);

/**
 * An admin JSON write judged by its zod schema. The addresses erased are ones no other request
 * names (nothing the fuzzer counts may go); an accepted PATCH changes only a lead's status or note.
 */
function adminJsonWrite(
  world: World,
  options: {
    name: string;
    method: "POST" | "PATCH";
    template: string;
    ids?: string[];
    body: fc.Arbitrary<unknown>;
    schema: { safeParse(value: unknown): { success: boolean } };
    limit: number;
    /** The methods the route serves, when more than the write's own (and GET for a PATCH). */
    served?: string[];
  },
): Endpoint {
  const segment = segmentOf(options.ids ?? [""]);
  const request = fc
    .record({ variant: jsonVariants(options.body), auth: authOf(world, { write: true }), segment })
    .map(({ variant, auth, segment }): FuzzRequest => {
      const known = !options.ids || options.ids.includes(segment);
      return {
        label: `${variant.label}, ${auth.label}${options.ids ? (known ? ", known id" : ", other id") : ""}`,
        method: options.method,
        path: options.template.replace("{id}", segment),
        headers: { ...auth.headers, ...(variant.contentType ? { "content-type": variant.contentType } : {}) },
        body: variant.body,
        framing: variant.framing,
        expect: !auth.valid
          ? [401, 403]
          : known
            ? judgeJson(variant, options.limit, (value) => (options.schema.safeParse(value).success ? [200] : [400]))
            : undefined,
      };
    });
  return {
    name: options.name,
    route: `${options.method} ${options.template}`,
    arbitrary: fc.oneof(
      { weight: 10, arbitrary: request },
      {
        weight: 1,
        arbitrary: wrongMethod(
          segment.map((value) => options.template.replace("{id}", value)),
          options.served ?? (options.method === "PATCH" ? ["GET", "PATCH"] : ["POST"]),
          authOf(world, { write: true }).map((auth) => auth.headers),
        ),
      },
    ),
    edges: [],
  };
}

const erasableEmail = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("nobody@erase.fuzz.example", "  NoBody@Erase.Fuzz.Example ", "someone.else@erase.fuzz.example") },
  { weight: 1, arbitrary: fc.oneof(hostileText, edgeLength(254), fc.constant("not-an-email"), fc.constant("")) },
);

function leadUpdate(world: World): Endpoint {
  const body = fc.oneof(
    { weight: 4, arbitrary: fc.record({ status: fc.constantFrom(...LEAD_STATUSES), note: words(0, 30) }, { requiredKeys: [] }) as fc.Arbitrary<unknown> },
    {
      weight: 2,
      arbitrary: fc.record(
        { status: usually(fc.oneof(fc.constantFrom(...LEAD_STATUSES), hostileText)), note: usually(fc.oneof(hostileText, edgeLength(LEAD_NOTE_MAX_CHARS))) },
        { requiredKeys: [] },
      ) as fc.Arbitrary<unknown>,
    },
    { weight: 1, arbitrary: anyJson },
  );
  return adminJsonWrite(world, {
    name: "admin-lead-update",
    method: "PATCH",
    template: "/api/admin/leads/{id}",
    ids: world.leadIds,
    body,
    schema: leadUpdateSchema,
    limit: 16 * 1024,
  });
}

function privacyRequests(world: World): Endpoint[] {
  const person = fc.oneof({ weight: 4, arbitrary: fc.record({ email: erasableEmail }) as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: anyJson });
  const erase = fc.oneof(
    { weight: 3, arbitrary: erasableEmail.map((email) => ({ email, confirmEmail: email, confirm: true })) as fc.Arbitrary<unknown> },
    {
      weight: 2,
      arbitrary: fc.record(
        { email: usually(erasableEmail), confirmEmail: usually(erasableEmail), confirm: usually(fc.constantFrom(true, false, "true", 1)) },
        { requiredKeys: [] },
      ) as fc.Arbitrary<unknown>,
    },
    { weight: 1, arbitrary: anyJson },
  );
  const namedFile = fc.record({
    kind: usually(fc.constantFrom("upload", "resume")),
    id: usually(fc.oneof(fc.constant("no-such-file"), hostileText, edgeLength(64), edgeLength(65))),
  });
  const namedFiles = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record(
        { files: fc.array(namedFile, { minLength: 0, maxLength: 3 }), confirm: usually(fc.constantFrom(true, false)) },
        { requiredKeys: ["files"] },
      ) as fc.Arbitrary<unknown>,
    },
    { weight: 1, arbitrary: anyJson },
  );
  return [
    adminJsonWrite(world, {
      name: "admin-privacy-find",
      method: "POST",
      template: "/api/admin/privacy/find",
      body: person,
      schema: personRequestSchema,
      limit: 4096,
    }),
    adminJsonWrite(world, {
      name: "admin-privacy-export",
      method: "POST",
      template: "/api/admin/privacy/export",
      body: person,
      schema: personRequestSchema,
      limit: 4096,
    }),
    adminJsonWrite(world, {
      name: "admin-privacy-erase",
      method: "POST",
      template: "/api/admin/privacy/erase",
      body: erase,
      schema: eraseRequestSchema,
      limit: 4096,
    }),
    // Ids of no stored row (a valid request deletes nothing, so the batch's row counts still add up).
    adminJsonWrite(world, {
      name: "admin-privacy-files",
      method: "POST",
      template: "/api/admin/privacy/files",
      body: namedFiles,
      schema: deleteNamedFilesRequestSchema,
      limit: 32_768,
    }),
  ];
}

/** The Knowledge tab's reads, and dismissing groups (their keys: hostile, too long, too many) or everything older than a time. */
function knowledge(world: World): Endpoint[] {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom("podcast", "brand cannabis", "text:do you do vr?", "") },
    { weight: 1, arbitrary: fc.oneof(hostileText, edgeLength(200), edgeLength(201)) },
  );
  const dismiss = fc.oneof(
    { weight: 4, arbitrary: fc.record({ keys: fc.array(key, { minLength: 0, maxLength: 5 }) }) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: fc.record({ keys: fc.array(fc.constant("k"), { minLength: 1999, maxLength: 2002 }) }) as fc.Arbitrary<unknown> },
    { weight: 1, arbitrary: anyJson },
  );
  const instant = fc.constantFrom("2026-01-01T00:00:00Z", "2026-01-01T00:00:00-08:00", "2026-01-01", "yesterday", "", "2026-13-40T99:00:00Z");
  const older = fc.oneof({ weight: 4, arbitrary: fc.record({ before: instant }) as fc.Arbitrary<unknown> }, { weight: 1, arbitrary: anyJson });
  return [
    adminRead(
      world,
      "admin-knowledge-groups",
      "/api/admin/knowledge/groups",
      [],
      fc.constantFrom("page=1", "page=0", "page=-1", "page=abc", "page=1000", "page=1001", "limit=1", "limit=100", "limit=101", "limit=1.5", "limit=1e400"),
    ),
    adminRead(
      world,
      "admin-knowledge-low-confidence",
      "/api/admin/knowledge/low-confidence",
      [],
      fc.oneof(fc.constantFrom("limit=1", "limit=100", "limit=101", "limit=0", "cursor=x", "cursor="), pageCursor),
    ),
    adminRead(world, "admin-knowledge-stats", "/api/admin/knowledge/stats", []),
    adminRead(world, "admin-knowledge-entries", "/api/admin/knowledge/entries", [], fc.constant(""), [200], ["GET", "POST"]),
    adminJsonWrite(world, {
      name: "admin-knowledge-dismiss",
      method: "POST",
      template: "/api/admin/knowledge/groups/dismiss",
      body: dismiss,
      schema: dismissGroupSchema,
      limit: 512 * 1024,
    }),
    adminRead(
      world,
      "admin-knowledge-older",
      "/api/admin/knowledge/groups/dismiss-older",
      [],
      fc.constantFrom("before=2026-01-01T00%3A00%3A00Z", "before=2026-01-01", "before=", "before=x"),
      [400],
      ["GET", "POST"],
    ),
    adminJsonWrite(world, {
      name: "admin-knowledge-dismiss-older",
      method: "POST",
      template: "/api/admin/knowledge/groups/dismiss-older",
      body: older,
      schema: dismissOlderSchema,
      limit: 1024,
      // GET counts what POST would dismiss (the confirmation's figure).
      served: ["GET", "POST"],
    }),
  ];
}

// ---- multipart uploads ------------------------------------------------------------------------

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const SMALL_PDF =
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n";

type FileKind = "pdf" | "text" | "png" | "jpeg" | "gif" | "webp" | "binary" | "empty";

const fileBytes: Record<FileKind, fc.Arbitrary<Uint8Array>> = {
  pdf: fc.oneof(
    fc.constant(bytesOf(SMALL_PDF)),
    fc.uint8Array({ maxLength: 400 }).map((junk) => Buffer.concat([bytesOf("%PDF-1.7\n"), junk])),
  ),
  text: fc
    .record({ name: fc.constantFrom("Jane Doe", "Ana María Núñez", "Li Wei"), body: words(5, 200) })
    .map(({ name, body }) => bytesOf(`${name}\n${name.split(" ")[0].toLowerCase()}@example.com\n(310) 555-0100\n${body}\n`)),
  png: fc.uint8Array({ maxLength: 300 }).map((rest) => Buffer.concat([Buffer.from(PNG), rest])),
  jpeg: fc.uint8Array({ maxLength: 300 }).map((rest) => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), rest])),
  gif: fc.uint8Array({ maxLength: 300 }).map((rest) => Buffer.concat([bytesOf("GIF89a"), rest])),
  webp: fc.uint8Array({ maxLength: 300 }).map((rest) => Buffer.concat([bytesOf("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "), rest])),
  binary: fc.uint8Array({ minLength: 1, maxLength: 600 }).map((bytes) => Buffer.concat([Buffer.from([0x00, 0xfe]), bytes])),
  empty: fc.constant(new Uint8Array(0)),
};

const filenameArb = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom("resume.pdf", "cv.txt", "deck.pdf", "image.png", "photo.jpg") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "../../etc/passwd",
      "..\\..\\boot.ini",
      "cv\u202egnp.html",
      "a\u0000b.pdf",
      "%2e%2e%2f.pdf",
      "CON.pdf",
      "",
      " ",
      "x".repeat(300),
      "名前.pdf",
      "a;b=c.pdf",
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }).map((name) => name.replace(/["\r\n\\]/g, "_")) },
);

type Framing = "valid" | "truncated" | "unclosed" | "wrong boundary" | "no boundary" | "not multipart" | "quoted boundary" | "garbage";

/** A multipart request body, framed well or badly, and the content type that announces it. */
function multipartRequest(parts: Part[], framing: Framing, cut: number): { contentType: string; bytes: Uint8Array; valid: boolean } {
  const boundary = "----fuzz7MA4YWxkTrZu0gW";
  const bytes = multipartBytes(parts, boundary);
  switch (framing) {
    case "valid":
      return { contentType: `multipart/form-data; boundary=${boundary}`, bytes, valid: true };
    case "quoted boundary":
      return { contentType: `multipart/form-data; charset=utf-8; boundary="${boundary}"`, bytes, valid: false };
    case "truncated":
      return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: bytes.subarray(0, Math.floor((bytes.byteLength * cut) / 100)), valid: false };
    case "unclosed":
      return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: multipartBytes(parts, boundary, false), valid: false };
    case "wrong boundary":
      return { contentType: "multipart/form-data; boundary=other", bytes, valid: false };
    case "no boundary":
      return { contentType: "multipart/form-data", bytes, valid: false };
    case "not multipart":
      return { contentType: "application/octet-stream", bytes, valid: false };
    case "garbage":
      return {
        contentType: `multipart/form-data; boundary=${boundary}`,
        bytes: bytesOf(`--${boundary}\r\n\u0000\u0001garbage\r\n\r\n--${boundary}`),
        valid: false,
      };
  }
}

const framingArb = fc.oneof(
  { weight: 10, arbitrary: fc.constant<Framing>("valid") },
  { weight: 3, arbitrary: fc.constantFrom<Framing>("truncated", "unclosed", "wrong boundary", "no boundary", "not multipart", "quoted boundary", "garbage") },
);

const textPart = (name: string, value: string): Part => ({ name, data: bytesOf(value) });

/** A form field's bytes: usually text, sometimes bytes that are not UTF-8 (stray continuations, overlongs, NUL). */
const fieldBytes = (text: fc.Arbitrary<string>): fc.Arbitrary<Uint8Array> =>
  fc.oneof(
    { weight: 4, arbitrary: text.map(bytesOf) },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 80 }).map((bytes) => Buffer.concat([Buffer.from([0xff, 0xc0, 0xaf, 0x00]), bytes])) },
  );

function uploadResume(world: World): Endpoint {
  const path = "/api/upload-resume";
  const kind = fc.constantFrom<FileKind>("text", "text", "pdf", "pdf", "binary", "png", "empty");
  const request = fc
    .record({
      kind,
      field: fc.constantFrom("resume", "resume", "resume", "resume", "file", "pdf"),
      filename: filenameArb,
      conversationId: fc.option(fc.oneof(fc.constantFrom(...world.conversations), hostileText), { nil: undefined }),
      framing: framingArb,
      cut: fc.integer({ min: 1, max: 99 }),
      visitor: visitorOf(world),
      chunked: fc.boolean(),
      extra: fc.option(
        fc.array(fc.record({ name: fc.constantFrom("resume", "x", "", "a\u00e9"), value: fieldBytes(hostileText.map((text) => text.slice(0, 2000))) }), {
          maxLength: 3,
        }),
        { nil: undefined },
      ),
    })
    .chain((choice) => fileBytes[choice.kind].map((data) => ({ ...choice, data })))
    .map(({ kind, field, filename, conversationId, framing, cut, visitor, chunked, extra, data }): FuzzRequest => {
      const parts: Part[] = [{ name: field, filename, type: "application/octet-stream", data }];
      if (conversationId !== undefined) parts.push(textPart("conversationId", conversationId));
      for (const part of extra ?? []) parts.push({ name: part.name, data: part.value });
      const framed = multipartRequest(parts, framing, cut);
      const clean = framed.valid && !extra;
      return {
        label: `${kind} as "${field}", ${framing}${visitor.known ? ", known visitor" : ""}`,
        method: "POST",
        path,
        headers: withCookie({ "content-type": framed.contentType }, visitor.cookie),
        body: bytesBody(framed.bytes),
        framing: chunked ? "chunked" : "length",
        expect: !clean ? undefined : field !== "resume" || kind === "empty" ? [400] : kind === "pdf" || kind === "text" ? [200] : [415],
      };
    });
  const edges = uploadEdges({
    path,
    field: "resume",
    filename: "cv.txt",
    type: "text/plain",
    head: "Jane Doe\njane@example.com\n",
    limit: RESUME_MAX_BYTES,
    what: "text résumé",
    cookie: world.visitors[0],
  });
  return {
    name: "upload-resume",
    route: `POST ${path}`,
    arbitrary: fc.oneof({ weight: 12, arbitrary: request }, { weight: 1, arbitrary: wrongMethod(fc.constant(path), ["POST"]) }),
    edges,
  };
}

/**
 * A file upload at its limit's edges: a file of exactly the limit, one byte over, and over the
 * limit plus the multipart allowance (declared, then chunked): 200 up to the limit, 413 past it.
 */
function uploadEdges(options: {
  path: string;
  field: string;
  filename: string;
  type: string;
  head: string;
  limit: number;
  what: string;
  cookie: string;
  fields?: Part[];
}): FuzzRequest[] {
  const { path, field, filename, type, head, limit, what, cookie, fields = [] } = options;
  const framing = multipartFraming(field, filename, type, fields);
  const edge = (fileSize: number, chunked = false): FuzzRequest => ({
    label: `${what} of ${fileSize} bytes (limit ${limit})${chunked ? ", chunked" : ""}`,
    method: "POST",
    path,
    headers: { "content-type": "multipart/form-data; boundary=fuzzboundary", cookie },
    body: sizedMultipart(field, filename, type, fileSize + framing, bytesOf(head), fields),
    framing: chunked ? "chunked" : "length",
    expect: fileSize > limit ? [413] : [200],
  });
  return [edge(limit), edge(limit + 1), edge(limit + MULTIPART_OVERHEAD_BYTES + 1), edge(limit + MULTIPART_OVERHEAD_BYTES + 1, true)];
}

function uploadPdf(world: World): Endpoint {
  const path = "/api/upload-pdf";
  const kind = fc.constantFrom<FileKind>("pdf", "pdf", "pdf", "text", "binary", "empty");
  const request = fc
    .record({
      kind,
      field: fc.constantFrom("pdf", "pdf", "pdf", "file"),
      filename: filenameArb,
      clientName: fc.option(fc.oneof(words(1, 3), hostileText, edgeLength(120)), { nil: undefined }),
      clientEmail: fc.option(fc.oneof(fc.constant("jane@example.com"), fc.emailAddress(), hostileText), { nil: undefined }),
      message: fc.option(fieldBytes(fc.oneof(words(0, 50), hostileText)), { nil: undefined }),
      conversationId: fc.option(fc.oneof(fc.constantFrom(...world.conversations), fc.stringMatching(/^[A-Za-z0-9_.:-]{1,40}$/), hostileText), {
        nil: undefined,
      }),
      sessionId: fc.option(fc.oneof(fc.constant(CONTACT_FORM_SESSION), hostileText), { nil: undefined }),
      framing: framingArb,
      cut: fc.integer({ min: 1, max: 99 }),
      visitor: visitorOf(world),
      chunked: fc.boolean(),
    })
    .chain((choice) => fileBytes[choice.kind].map((data) => ({ ...choice, data })))
    .map((choice): FuzzRequest => {
      const parts: Part[] = [{ name: choice.field, filename: choice.filename, type: "application/pdf", data: choice.data }];
      for (const name of ["clientName", "clientEmail", "conversationId", "sessionId"] as const) {
        const value = choice[name];
        if (value !== undefined) parts.push(textPart(name, value));
      }
      if (choice.message !== undefined) parts.push({ name: "message", data: choice.message });
      const framed = multipartRequest(parts, choice.framing, choice.cut);
      // The contact form's clean case: a name, a plain email, a PDF in "pdf", no chat fields.
      const contactForm =
        framed.valid &&
        choice.conversationId === undefined &&
        choice.sessionId === undefined &&
        /^[a-z ]{1,60}$/.test(choice.clientName ?? "") &&
        /^[a-z0-9]+@example\.com$/.test(choice.clientEmail ?? "") &&
        choice.field === "pdf";
      return {
        label: `${choice.kind} as "${choice.field}", ${choice.framing}${choice.conversationId === undefined ? "" : ", chat"}${choice.visitor.known ? ", known visitor" : ""}`,
        method: "POST",
        path,
        headers: withCookie({ "content-type": framed.contentType }, choice.visitor.cookie),
        body: bytesBody(framed.bytes),
        framing: choice.chunked ? "chunked" : "length",
        expect: !contactForm ? undefined : choice.kind === "empty" ? [400] : choice.kind === "pdf" ? [200] : [415],
      };
    });
  const fields: Part[] = [textPart("clientName", "Edge Case"), textPart("clientEmail", "edge@example.com"), textPart("message", "the limit")];
  const edges = uploadEdges({
    path,
    field: "pdf",
    filename: "deck.pdf",
    type: "application/pdf",
    head: "%PDF-1.4\n",
    limit: PDF_MAX_BYTES,
    what: "PDF",
    cookie: world.visitors[1],
    fields,
  });
  return {
    name: "upload-pdf",
    route: `POST ${path}`,
    arbitrary: fc.oneof({ weight: 12, arbitrary: request }, { weight: 1, arbitrary: wrongMethod(fc.constant(path), ["POST"]) }),
    edges,
  };
}

function caseStudyImage(world: World): Endpoint {
  const path = "/api/upload-case-study-image";
  const request = fc
    .record({
      kind: fc.constantFrom<FileKind>("png", "jpeg", "gif", "webp", "pdf", "binary", "empty"),
      field: fc.constantFrom("file", "file", "file", "image"),
      filename: filenameArb,
      imageType: fc.option(fc.oneof(fc.constantFrom("thumbnail", "hero", "gallery"), hostileText), { nil: undefined }),
      caseStudyId: fc.option(fc.oneof(fc.constantFrom(...world.caseStudyIds), hostileText), { nil: undefined }),
      framing: framingArb,
      cut: fc.integer({ min: 1, max: 99 }),
      auth: authOf(world, { write: true }),
      chunked: fc.boolean(),
    })
    .chain((choice) => fileBytes[choice.kind].map((data) => ({ ...choice, data })))
    .map((choice): FuzzRequest => {
      const parts: Part[] = [{ name: choice.field, filename: choice.filename, type: "image/png", data: choice.data }];
      if (choice.imageType !== undefined) parts.push(textPart("imageType", choice.imageType));
      if (choice.caseStudyId !== undefined) parts.push(textPart("caseStudyId", choice.caseStudyId));
      const framed = multipartRequest(parts, choice.framing, choice.cut);
      const image = ["png", "jpeg", "gif", "webp"].includes(choice.kind);
      const clean =
        framed.valid &&
        choice.field === "file" &&
        ["thumbnail", "hero", "gallery"].includes(choice.imageType ?? "") &&
        world.caseStudyIds.includes(choice.caseStudyId ?? "");
      return {
        label: `${choice.kind} as "${choice.field}", ${choice.framing}, ${choice.auth.label}`,
        method: "POST",
        path,
        headers: { ...choice.auth.headers, "content-type": framed.contentType },
        body: bytesBody(framed.bytes),
        framing: choice.chunked ? "chunked" : "length",
        expect: !choice.auth.valid ? [401, 403] : !clean ? undefined : choice.kind === "empty" ? [400] : image ? [201] : [415],
      };
    });
  const fields: Part[] = [textPart("imageType", "gallery"), textPart("caseStudyId", world.caseStudyIds[0])];
  const framing = multipartFraming("file", "big.png", "image/png", fields);
  const edge = (fileSize: number): FuzzRequest => ({
    label: `PNG of ${fileSize} bytes (limit ${IMAGE_MAX_BYTES})`,
    method: "POST",
    path,
    headers: { authorization: `Bearer ${world.adminToken}`, "content-type": "multipart/form-data; boundary=fuzzboundary" },
    body: sizedMultipart("file", "big.png", "image/png", fileSize + framing, Buffer.from(PNG), fields),
    framing: "length",
    expect: fileSize > IMAGE_MAX_BYTES ? [413] : [201],
  });
  return {
    name: "case-study-image",
    route: `POST ${path}`,
    arbitrary: fc.oneof(
      { weight: 12, arbitrary: request },
      {
        weight: 1,
        arbitrary: wrongMethod(
          fc.constant(path),
          ["POST"],
          authOf(world, { write: true }).map((auth) => auth.headers),
        ),
      },
    ),
    edges: [edge(IMAGE_MAX_BYTES), edge(IMAGE_MAX_BYTES + 1), { ...edge(IMAGE_MAX_BYTES + MULTIPART_OVERHEAD_BYTES + 1), framing: "chunked" }],
  };
}

function storedFiles(world: World): Endpoint {
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...world.publicKeys).map((value) => ({ value, status: [200] })) },
    { weight: 2, arbitrary: fc.constantFrom(...world.privateKeys).map((value) => ({ value, status: [404] })) },
    {
      weight: 3,
      arbitrary: fc
        .constantFrom(
          "case-studies/2024/01/00000000-0000-0000-0000-000000000000.png",
          "case-studies/../app.db",
          "case-studies/%2e%2e/%2e%2e/app.db",
          "case-studies%2F..%2F..%2Fapp.db",
          "..%2Fapp.db",
          "resumes%2F..%2Fcase-studies",
          "%ZZ",
          "case-studies/%C0%AF",
          "case-studies/2024/01/x.png%00.pdf",
          "case-studies/2024/01/X.PNG",
          ...world.publicKeys.map((publicKey) => publicKey.toUpperCase()),
          ...world.privateKeys.map((privateKey) => privateKey.replace(/^(resumes|contact)/, "case-studies/../$1")),
          ...world.privateKeys.map((privateKey) => privateKey.replace(/\.(pdf|txt)$/, ".png")),
        )
        .map((value) => ({ value, status: undefined as number[] | undefined })),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(segmentOf([]), { minLength: 1, maxLength: 5 })
        .map((segments) => ({ value: segments.join("/"), status: undefined as number[] | undefined })),
    },
  );
  const read = fc.record({ key, head: fc.boolean() }).map(({ key, head }): FuzzRequest => ({
    label: key.status ? (key.status[0] === 200 ? "public file" : "private file") : "other key",
    method: head ? "HEAD" : "GET",
    path: `/uploads/${key.value}`,
    headers: {},
    body: none,
    framing: "length",
    expect: key.status,
  }));
  return {
    name: "uploads",
    route: "GET /uploads/{…key}",
    // Outside the API no error envelope is owed: a method Next does not route gets its bare 400,
    // or the not-found page where a dot segment leads out of /uploads.
    arbitrary: fc.oneof(
      { weight: 5, arbitrary: read },
      {
        weight: 1,
        arbitrary: wrongMethod(
          key.map(({ value }) => `/uploads/${value}`),
          ["GET"],
          fc.constant({}),
          { unknownMethods: [400, 404] },
        ),
      },
    ),
    edges: [],
  };
}

// ---- next-auth ----------------------------------------------------------------------------------

/** The auth gate answers every other method, OPTIONS included, with 405 (lib/auth/auth-request.ts). */
const AUTH_WRONG_METHOD = { everything: [405] };

const callbackUrl = fc.oneof(
  fc.constantFrom("/admin", "/", "/admin?tab=resumes"),
  fc.constantFrom(
    "javascript:alert(1)",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "/%0d%0aSet-Cookie:x=1",
    "\u0000/admin",
    "data:text/html,x",
  ),
  hostileText,
);

function formOrJson(fields: Record<string, string | undefined>, json: boolean): { contentType: string; bytes: Uint8Array } {
  const entries = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (json) return { contentType: "application/json", bytes: bytesOf(JSON.stringify(Object.fromEntries(entries))) };
  return { contentType: "application/x-www-form-urlencoded", bytes: bytesOf(new URLSearchParams(entries).toString()) };
}

function authReads(world: World): Endpoint {
  const read = fc
    .record({
      action: fc.constantFrom("csrf", "session"),
      query: fc.option(
        callbackUrl.map((url) => `?callbackUrl=${encodeLoose(url.slice(0, 2000))}`),
        { nil: "" },
      ),
      cookie: fc.constantFrom(
        "",
        world.session,
        "admin-session=garbage",
        "next-auth.callback-url=javascript%3Aalert(1)",
        `next-auth.callback-url=${encodeURIComponent(world.base)}%2Fadmin`,
        "next-auth.csrf-token=%ZZ",
      ),
    })
    .map(({ action, query, cookie }): FuzzRequest => ({
      label: `${action}${query ? ", callbackUrl" : ""}${cookie ? ", cookie" : ""}`,
      method: "GET",
      path: `/api/auth/${action}${query}`,
      headers: cookie ? { cookie } : {},
      body: none,
      framing: "length",
      expect: query || cookie.includes("javascript") ? undefined : [200],
    }));
  const unknown = fc
    .record({
      path: fc.oneof(
        fc.constantFrom(
          "signin",
          "signin/admin-token",
          "providers",
          "callback",
          "callback/credentials",
          "callback/admin-token/x",
          "error",
          "verify-request",
          "_log",
          "session/x",
          "csrf/",
        ),
        fc.array(segmentOf([]), { minLength: 1, maxLength: 3 }).map((segments) => segments.join("/")),
      ),
      method: fc.constantFrom("GET", "POST"),
    })
    .map(({ path, method }): FuzzRequest => ({
      label: "unknown auth path",
      method,
      path: `/api/auth/${path}`,
      headers: method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {},
      body: method === "POST" ? bytesBody(bytesOf("a=b")) : none,
      framing: "length",
    }));
  return {
    name: "auth-reads",
    route: "GET /api/auth/{csrf,session,…}",
    arbitrary: fc.oneof(
      { weight: 4, arbitrary: read },
      { weight: 2, arbitrary: unknown },
      { weight: 1, arbitrary: wrongMethod(fc.constantFrom("/api/auth/csrf", "/api/auth/session"), ["GET"], fc.constant({}), AUTH_WRONG_METHOD) },
    ),
    edges: [],
  };
}

function authCallback(world: World): Endpoint {
  const path = "/api/auth/callback/admin-token";
  const fields = fc.record({
    token: fc.option(
      fc.oneof(fc.constant(world.adminToken), fc.constant(world.adminToken), fc.string({ unit: "binary", maxLength: 40 }), edgeLength(AUTH_BODY_LIMIT_BYTES)),
      { nil: undefined },
    ),
    csrfToken: fc.option(fc.oneof(fc.constant(world.csrf.token), fc.string({ maxLength: 70 })), { nil: undefined }),
    callbackUrl: fc.option(callbackUrl, { nil: undefined }),
    json: fc.option(fc.constantFrom("true", "false", "1"), { nil: undefined }),
  });
  const form = fc.record({ fields, json: fc.boolean(), cookie: fc.boolean(), chunked: fc.boolean() }).map(({ fields, json, cookie, chunked }): FuzzRequest => {
    const { contentType, bytes } = formOrJson(fields, json);
    // A JSON body's strings reach the handler without control characters (lib/http/controls.ts).
    const seen = json
      ? { ...fields, ...Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value === undefined ? undefined : stripControls(value)])) }
      : fields;
    const clean =
      seen.token === world.adminToken &&
      seen.csrfToken === world.csrf.token &&
      cookie &&
      (seen.callbackUrl === undefined || seen.callbackUrl.startsWith("/admin"));
    return {
      label: `${json ? "json" : "form"}, ${fields.token === world.adminToken ? "right token" : fields.token === undefined ? "no token" : "wrong token"}${fields.csrfToken === world.csrf.token && cookie ? ", csrf" : ""}`,
      method: "POST",
      path,
      headers: { "content-type": contentType, ...(cookie ? { cookie: world.csrf.cookie } : {}) },
      body: bytesBody(bytes),
      framing: chunked ? "chunked" : "length",
      expect:
        bytes.byteLength > AUTH_BODY_LIMIT_BYTES
          ? [413]
          : seen.callbackUrl !== undefined && !seen.callbackUrl.startsWith("/")
            ? [400]
            : seen.callbackUrl !== undefined && !["/admin", "/", "/admin?tab=resumes"].includes(seen.callbackUrl)
              ? undefined
              : seen.token !== world.adminToken
                ? [401]
                : clean
                  ? [200, 302]
                  : undefined,
    };
  });
  const raw = fc.record({ variant: jsonVariants(fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 4 })) }).map(({ variant }): FuzzRequest => ({
    label: `${variant.label}`,
    method: "POST",
    path,
    headers: variant.contentType ? { "content-type": variant.contentType } : {},
    body: variant.body,
    framing: variant.framing,
  }));
  const edge = (size: number): FuzzRequest => ({
    label: `form of ${size} bytes (limit ${AUTH_BODY_LIMIT_BYTES})`,
    method: "POST",
    path,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: { kind: "filler", size, head: bytesOf("token=wrong&pad="), tail: new Uint8Array(0), fill: 0x61 },
    framing: "length",
    expect: size > AUTH_BODY_LIMIT_BYTES ? [413] : [401],
  });
  return {
    name: "auth-callback",
    route: `POST ${path}`,
    arbitrary: fc.oneof(
      { weight: 6, arbitrary: form },
      { weight: 3, arbitrary: raw },
      { weight: 1, arbitrary: wrongMethod(fc.constant(path), ["POST"], fc.constant({}), AUTH_WRONG_METHOD) },
    ),
    edges: [edge(AUTH_BODY_LIMIT_BYTES), edge(AUTH_BODY_LIMIT_BYTES + 1), { ...edge(2 * 1024 * 1024), framing: "chunked", expect: [413] }],
  };
}

function authSignout(world: World): Endpoint {
  const path = "/api/auth/signout";
  const request = fc
    .record({
      session: fc.constantFrom("fresh", "fresh", "none", "garbage", "revoked"),
      origin: fc.constantFrom("same", "same", "cross", "none", "sec-fetch"),
      csrf: fc.boolean(),
      json: fc.boolean(),
      callbackUrl: fc.option(callbackUrl, { nil: undefined }),
    })
    .map(({ session, origin, csrf, json, callbackUrl }): FuzzRequest => {
      const { contentType, bytes } = formOrJson({ csrfToken: csrf ? world.csrf.token : "wrong", json: "true", callbackUrl }, json);
      const cookies = [
        csrf ? world.csrf.cookie : "",
        session === "garbage" ? "admin-session=garbage" : session === "revoked" ? world.revokedSession : "",
      ].filter(Boolean);
      const originHeaders: Record<string, string> =
        origin === "same"
          ? { origin: world.base }
          : origin === "cross"
            ? { origin: "http://evil.example" }
            : origin === "sec-fetch"
              ? { "sec-fetch-site": "same-origin" }
              : {};
      const sameOrigin = origin === "same" || origin === "sec-fetch";
      return {
        label: `${session} session, ${origin} origin${csrf ? ", csrf" : ""}`,
        method: "POST",
        path,
        headers: { "content-type": contentType, ...originHeaders, ...(cookies.length ? { cookie: cookies.join("; ") } : {}) },
        body: bytesBody(bytes),
        framing: "length",
        freshSession: session === "fresh",
        expect: sameOrigin || callbackUrl !== undefined ? undefined : [403],
      };
    });
  return {
    name: "auth-signout",
    route: `POST ${path}`,
    arbitrary: fc.oneof(
      { weight: 6, arbitrary: request },
      { weight: 1, arbitrary: wrongMethod(fc.constant(path), ["POST"], fc.constant({}), AUTH_WRONG_METHOD) },
    ),
    edges: [],
  };
}

/**
 * The pages, asked with every method: GET and HEAD render them (or the not-found page), anything
 * else is refused with 405 by the proxy. Without a body: with one, the proxy never sees the request
 * and Next answers its own 405 (scripts/fuzz.ts leaves that answer out).
 */
function pages(world: World): Endpoint {
  const known = [
    "/",
    "/about",
    "/privacy-policy",
    "/services",
    "/case-studies",
    "/contact",
    "/los-angeles-advertising-agency",
    "/password-manager-content-marketing",
    "/admin",
    ...world.serviceSlugs.map((slug) => `/services/${slug}`),
  ];
  const path = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...known) },
    { weight: 1, arbitrary: segmentOf(["about", "services", "x"]).map((segment) => `/zz-${segment}`) },
  );
  const request = fc
    .record({ path, method: fc.constantFrom(...STANDARD_METHODS, ...OTHER_METHODS), cookie: fc.constantFrom("", "nl_vid=x", "admin-session=garbage") })
    .map(({ path, method, cookie }): FuzzRequest => ({
      label: method,
      method,
      path,
      headers: cookie ? { cookie } : {},
      body: none,
      framing: "length",
      // A generated path may name a file ("/zz-.env") or lead elsewhere: only every answer's properties apply.
      expect: known.includes(path) ? (method === "GET" || method === "HEAD" ? [200] : [405]) : undefined,
    }));
  return { name: "pages", route: "* /{page}", arbitrary: request, edges: [] };
}

function unknownApi(): Endpoint {
  const path = fc.oneof(
    fc.constantFrom(
      "/api",
      "/api/nope",
      "/api/admin",
      "/api/admin/nope",
      "/api/services",
      "/api/admin/resume/x",
      "/api/conversations",
      "/API/cards",
      "/api/cards.json",
      "/api/health/x",
    ),
    fc.array(segmentOf(["admin", "x", "case-studies", "uploads"]), { minLength: 1, maxLength: 4 }).map((segments) => `/api/zz-${segments.join("/")}`),
  );
  const request = fc
    .record({ path, method: fc.constantFrom(...STANDARD_METHODS), body: fc.option(fc.uint8Array({ maxLength: 100 }), { nil: undefined }) })
    .map(({ path, method, body }): FuzzRequest => ({
      label: method,
      method,
      path,
      headers: body ? { "content-type": "application/json" } : {},
      body: body && method !== "GET" && method !== "HEAD" ? bytesBody(body) : none,
      framing: "length",
      expect: path.startsWith("/API") ? undefined : path.startsWith("/api/admin") ? [401, 404] : [404],
    }));
  return { name: "unknown-api", route: "* /api/{unknown}", arbitrary: request, edges: [] };
}

/** Every endpoint, in the order they are fuzzed: reads first, writes that add content last. */
export function endpoints(world: World): Endpoint[] {
  return [
    publicRead("health", "/api/health"),
    publicRead("ready", "/api/health/ready"),
    publicRead("cards", "/api/cards"),
    publicRead("case-studies", "/api/case-studies"),
    publicRead("portfolio-filters", "/api/portfolio-filters"),
    publicRead("bundle", "/case-studies-bundle.json", [405]),
    publicParamRead("services", "/api/services", world.serviceSlugs, [404]),
    publicParamRead("physics-config", "/api/physics-config", world.personaSlugs, [200]),
    unknownApi(),
    pages(world),
    chat(world),
    {
      ...adminRead(
        world,
        "admin-conversations",
        "/api/admin/conversations",
        [],
        fc.oneof(
          fc.constantFrom("limit=1", "limit=100", "limit=101", "limit=0", "limit=-1", "limit=1e400", "limit=abc", "cursor=x", "q=brand"),
          fc.string({ maxLength: 120 }).map((q) => `q=${encodeURIComponent(q)}`),
          pageCursor,
        ),
      ),
      flood: tokenGuessing(world, "/api/admin/conversations"),
    },
    adminRead(world, "admin-conversation", "/api/admin/conversations/{id}", world.conversations),
    uploadResume(world),
    uploadPdf(world),
    adminRead(
      world,
      "admin-resumes",
      "/api/admin/resumes",
      [],
      fc.oneof(
        fc.constantFrom("limit=1", "limit=200", "limit=201", "offset=-1", "offset=999999999999", "limit=1.5", "offset=1e3", "offset=1e30"),
        fc.bigInt({ min: -(10n ** 25n), max: 10n ** 25n }).map((offset) => `offset=${offset}`),
      ),
    ),
    adminRead(world, "admin-resume", "/api/admin/resumes/{id}", world.resumeIds),
    adminRead(world, "admin-resume-view", "/api/admin/resume/{id}/view", world.resumeIds),
    adminRead(world, "admin-resume-download", "/api/admin/resume/{id}/download", world.resumeIds),
    adminRead(world, "admin-uploads", "/api/admin/uploads", []),
    adminRead(world, "admin-upload-download", "/api/admin/uploads/{id}/download", world.uploadIds),
    adminRead(world, "admin-upload-view", "/api/admin/uploads/{id}/view", world.uploadIds),
    adminRead(world, "admin-leads", "/api/admin/leads", [], leadQuery),
    adminRead(world, "admin-lead", "/api/admin/leads/{id}", world.leadIds, fc.constant(""), [200], ["GET", "PATCH"]),
    adminRead(world, "admin-leads-export", "/api/admin/leads/export", [], leadQuery),
    adminRead(
      world,
      "admin-leads-notifications",
      "/api/admin/leads/notifications",
      [],
      fc.oneof(fc.constantFrom("status=sent", "status=held", "status=failed", "status=lost", "limit=200", "limit=201", "cursor=x"), pageCursor),
    ),
    adminRead(world, "admin-conversations-export", "/api/admin/conversations/export", []),
    adminRead(world, "admin-privacy-log", "/api/admin/privacy/log", []),
    leadUpdate(world),
    ...privacyRequests(world),
    ...knowledge(world),
    authReads(world),
    authCallback(world),
    authSignout(world),
    filtersReorder(world),
    caseStudyUpdate(world),
    caseStudyImage(world),
    storedFiles(world),
    caseStudyCreate(world),
  ];
}

/** Endpoints whose limits the rate-limit phase runs into (default limits). */
export const RATE_LIMITED = ["chat", "upload-resume", "upload-pdf", "auth-callback", "admin-conversations"];
