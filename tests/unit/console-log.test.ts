import { routeConsoleToLog } from "@/lib/log";

// In production every line the server writes is JSON: what Next prints through the console (a
// server action named by a forged `next-action` header, say) becomes a log line like the app's own.

const METHODS = ["error", "warn", "info", "log", "debug"] as const;
const saved = Object.fromEntries(METHODS.map((method) => [method, console[method]]));
let lines: string[] = [];
let stdout: jest.SpyInstance;

beforeEach(() => {
  lines = [];
  stdout = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    return true;
  });
  routeConsoleToLog();
});

afterEach(() => {
  for (const method of METHODS) console[method] = saved[method];
  stdout.mockRestore();
});

const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe("routeConsoleToLog", () => {
  it("writes Next's unknown-action warning as one JSON line, the client's newline inside the message, never a line of its own", () => {
    const forged = 'abc"\n{"level":"error","msg":"forged"}';
    console.warn(
      new Error(
        `Failed to find Server Action "${forged}". This request might be from an older or newer deployment.\nRead more: https://nextjs.org/docs/messages/failed-to-find-server-action`,
      ),
    );
    expect(lines).toHaveLength(1);
    const [line] = parsed();
    expect(line).toMatchObject({ level: "warn", source: "console", errorClass: "Error" });
    expect(line.msg).toContain("Failed to find Server Action");
    expect(line.msg).toContain(forged);
    expect(line).not.toHaveProperty("stack");
  });

  it("keeps each console method's level, formats its arguments, masks addresses and bounds the text", () => {
    console.error("failed to forward action response", new TypeError("fetch failed for maya@studio.co"));
    console.log("%s ready on %d", "server", 3000);
    console.info("x".repeat(5000));
    const [error, plain, long] = parsed();
    expect(error).toMatchObject({ level: "error", errorClass: "TypeError" });
    expect(String(error.msg)).toBe("failed to forward action response TypeError: fetch failed for [address]");
    expect(String(error.stack)).toContain("TypeError: fetch failed for [address]");
    expect(plain).toMatchObject({ level: "info", msg: "server ready on 3000" });
    expect(String(long.msg)).toHaveLength(1000);
  });
});
