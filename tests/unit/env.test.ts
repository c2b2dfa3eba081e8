import { EnvError, parseEnv, trustedProxyConfigured } from "@/lib/env";

const expectEnvError = (source: Record<string, string>, variable: string) => {
  let caught: unknown;
  try {
    parseEnv(source);
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(EnvError);
  expect((caught as EnvError).variable).toBe(variable);
  expect((caught as EnvError).message).toMatch(new RegExp(`^Invalid environment variable ${variable}: `));
};

describe("parseEnv", () => {
  it("gives the embedded defaults when nothing is set", () => {
    const env = parseEnv({});
    expect(env.DATABASE_URL).toBe("file:./data/app.db");
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.RATE_LIMIT_CHAT_PER_MINUTE).toBe(20);
    expect(env.RATE_LIMIT_UPLOAD_PER_MINUTE).toBe(10);
    expect(env.OPENAI_MODEL).toBe("gpt-4o-mini");
    expect(env.ADMIN_TOKEN).toBeUndefined();
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.ANALYTICS).toBe("auto");
  });

  it("treats empty values as unset", () => {
    const env = parseEnv({ OPENAI_API_KEY: "", ADMIN_TOKEN: "  ", SITE_URL: "" });
    expect(env.OPENAI_API_KEY).toBeUndefined();
    expect(env.ADMIN_TOKEN).toBeUndefined();
    expect(env.SITE_URL).toBe("http://localhost:3000");
  });

  it("splits a comma-separated ADMIN_TOKEN list", () => {
    const env = parseEnv({ ADMIN_TOKEN: "first-token-0123456789, second-token-abcdefgh ," });
    expect(env.ADMIN_TOKEN).toEqual(["first-token-0123456789", "second-token-abcdefgh"]);
  });

  it("coerces numbers and trims a trailing slash from SITE_URL", () => {
    const env = parseEnv({ RATE_LIMIT_CHAT_PER_MINUTE: "45", SITE_URL: "https://northlight.example/" });
    expect(env.RATE_LIMIT_CHAT_PER_MINUTE).toBe(45);
    expect(env.SITE_URL).toBe("https://northlight.example");
  });

  it.each([
    [{ ADMIN_TOKEN: "too-short" }, "ADMIN_TOKEN"],
    [{ ADMIN_TOKEN: "long-enough-token-123456,short" }, "ADMIN_TOKEN"],
    [{ ADMIN_TOKEN: "aaaaaaaaaaaaaaaaaaaaaaaa" }, "ADMIN_TOKEN"],
    [{ ADMIN_TOKEN: "abcabcabcabcabcabcabcabc" }, "ADMIN_TOKEN"],
    [{ ADMIN_TOKEN: "long-enough-token-123456,1234567112345671" }, "ADMIN_TOKEN"],
    [{ SITE_URL: "not a url" }, "SITE_URL"],
    [{ SITE_URL: "ftp://northlight.example" }, "SITE_URL"],
    [{ DATABASE_URL: "libsql://northlight.turso.io" }, "DATABASE_URL"],
    [{ DATABASE_URL: "mysql://localhost/db" }, "DATABASE_URL"],
    [{ DATABASE_URL: "./data/app.db" }, "DATABASE_URL"],
    [{ DATABASE_POOL_MAX: "0" }, "DATABASE_POOL_MAX"],
    [{ REDIS_URL: "http://127.0.0.1:6379" }, "REDIS_URL"],
    [{ CONTACT_EMAIL: "studio-at-northlight" }, "CONTACT_EMAIL"],
    [{ RATE_LIMIT_CHAT_PER_MINUTE: "many" }, "RATE_LIMIT_CHAT_PER_MINUTE"],
    [{ RATE_LIMIT_UPLOAD_PER_MINUTE: "0" }, "RATE_LIMIT_UPLOAD_PER_MINUTE"],
    [{ OPENAI_BASE_URL: "localhost:8080" }, "OPENAI_BASE_URL"],
    [{ NEXTAUTH_SECRET: "short" }, "NEXTAUTH_SECRET"],
    [{ ANALYTICS: "maybe" }, "ANALYTICS"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("a bad value (%o) stops start-up naming %s", (source, variable) => {
    expectEnvError(source, variable);
  });

  it("a token needs 8 different characters: guessing is held off by its entropy alone", () => {
    expect(() => parseEnv({ ADMIN_TOKEN: "aaaaaaaaaaaaaaaa" })).toThrow(/at least 8 different characters/);
    expect(parseEnv({ ADMIN_TOKEN: "12345678a1234567" }).ADMIN_TOKEN).toEqual(["12345678a1234567"]);
  });

  it("trusts forwarding headers only with CLIENT_IP_HEADER set or on Vercel", () => {
    expect(trustedProxyConfigured(parseEnv({}))).toBe(false);
    expect(trustedProxyConfigured(parseEnv({ CLIENT_IP_HEADER: "x-real-ip" }))).toBe(true);
    expect(trustedProxyConfigured(parseEnv({ VERCEL: "1" }))).toBe(true);
  });

  it("reads the lead notification settings, and refuses SMTP without recipients", () => {
    const parsed = parseEnv({
      SMTP_URL: "smtp://bot:p%40ss@smtp.example.com:587",
      LEAD_NOTIFY_TO: " staff@northlight.la, sales@northlight.la ,",
      LEAD_WEBHOOK_URL: "https://hooks.slack.com/services/T0/B0/x",
      RETENTION_DAYS: "90",
      CRON_SECRET: "0123456789abcdef0123",
    });
    expect(parsed).toMatchObject({ LEAD_NOTIFY_TO: ["staff@northlight.la", "sales@northlight.la"], RETENTION_DAYS: 90 });
    expect(parseEnv({}).RETENTION_DAYS).toBe(0);
    expectEnvError({ SMTP_URL: "smtp://smtp.example.com" }, "LEAD_NOTIFY_TO");
    expectEnvError({ SMTP_URL: "https://smtp.example.com", LEAD_NOTIFY_TO: "a@b.co" }, "SMTP_URL");
    expectEnvError({ LEAD_NOTIFY_TO: "staff, sales" }, "LEAD_NOTIFY_TO");
    expectEnvError({ LEAD_WEBHOOK_URL: "ftp://hooks.example.com" }, "LEAD_WEBHOOK_URL");
    expectEnvError({ RETENTION_DAYS: "-1" }, "RETENTION_DAYS");
    expectEnvError({ CRON_SECRET: "short" }, "CRON_SECRET");
  });

  it("accepts PostgreSQL URLs, with TLS options for hosted providers", () => {
    for (const url of ["postgres://app:secret@db.example.com:5432/site?sslmode=require", "postgresql://localhost/site"]) {
      expect(parseEnv({ DATABASE_URL: url }).DATABASE_URL).toBe(url);
    }
  });
});
