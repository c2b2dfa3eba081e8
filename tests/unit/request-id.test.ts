import { ApiError } from "@/lib/http/errors";
import { route, unservedMethods } from "@/lib/http/route";
import { importModules } from "../helpers/chat";

// Every API answer carries X-Request-Id and its error envelope says it; a failure the handler did
// not expect is one JSON log line naming the route, the status, that request id and the error's
// class and message, and nothing the visitor sent.

const context = { params: Promise.resolve({}) };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The JSON lines written to stdout while `work` runs. */
async function logLines(work: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const written: string[] = [];
  const spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
    written.push(typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8"));
    return true;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return written
    .join("")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("request ids", () => {
  it("are on every answer: a success, an error the handler meant, and a 405", async () => {
    const ok = await route(async () => Response.json({ ok: true }))(new Request("http://localhost/api/x"), context);
    expect(ok.headers.get("x-request-id")).toMatch(UUID);

    const refused = await route(async () => {
      throw new ApiError("not_found", "Nothing here");
    })(new Request("http://localhost/api/x"), context);
    const body = (await refused.json()) as { error: { requestId: string } };
    expect(body.error).toEqual({ code: "not_found", message: "Nothing here", requestId: refused.headers.get("x-request-id") });

    const { POST } = unservedMethods(["GET"]);
    const wrong = await POST(new Request("http://localhost/api/x", { method: "POST" }));
    expect(wrong.status).toBe(405);
    expect(((await wrong.json()) as { error: { requestId: string } }).error.requestId).toBe(wrong.headers.get("x-request-id"));
  });

  it("keep the id proxy.ts gave the request, and never one a client chose", async () => {
    const given = "0b9e2c1a-4f1e-4c7a-9a51-6d2b3c4d5e6f";
    const kept = await route(async () => new Response("ok"))(new Request("http://localhost/api/x", { headers: { "x-request-id": given } }), context);
    expect(kept.headers.get("x-request-id")).toBe(given);
    const chosen = await route(async () => new Response("ok"))(
      new Request("http://localhost/api/x", { headers: { "x-request-id": "<script>evil</script>" } }),
      context,
    );
    expect(chosen.headers.get("x-request-id")).toMatch(UUID);
  });

  it("take a client's id on a request with a body (which skips proxy.ts) only behind a trusted proxy, and log the client's apart", async () => {
    const given = "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f";
    const post = () => new Request("http://localhost/api/x", { method: "POST", body: "{}", headers: { "x-request-id": given, "content-length": "2" } });
    const failing = async () => {
      throw new TypeError("boom");
    };
    let minted!: Response;
    const lines = await logLines(async () => {
      minted = await route(failing)(post(), context);
    });
    expect(minted.headers.get("x-request-id")).toMatch(UUID);
    expect(minted.headers.get("x-request-id")).not.toBe(given);
    expect(lines.find((line) => line.msg === "request failed")).toMatchObject({ requestId: minted.headers.get("x-request-id"), clientRequestId: given });

    const trusted = await importModules<{ routes: typeof import("@/lib/http/route") }>(
      { routes: () => import("@/lib/http/route") },
      { CLIENT_IP_HEADER: "x-real-ip" },
    );
    const kept = await trusted.routes.route(async () => new Response("ok"))(post(), context);
    expect(kept.headers.get("x-request-id")).toBe(given);
  });

  it("write one JSON log line per unexpected failure, with the id the visitor's answer carried", async () => {
    let response!: Response;
    const lines = await logLines(async () => {
      response = await route(async () => {
        throw new TypeError('no row for where: { email: "someone@example.com" }');
      })(new Request("http://localhost/api/forced?email=someone@example.com", { method: "POST", body: "my private words" }), context);
    });
    expect(response.status).toBe(500);
    const id = response.headers.get("x-request-id");
    const body = (await response.json()) as { error: { code: string; requestId: string } };
    expect(body.error).toMatchObject({ code: "internal_error", requestId: id });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: "error", route: "POST /api/forced", status: 500, requestId: id, errorClass: "TypeError", msg: "request failed" });
    expect(lines[0].errorMessage).toBe('no row for where: { email: "[address]" }');
    expect(JSON.stringify(lines[0])).not.toMatch(/someone@example\.com|my private words/);
  });
});
