import { z } from "zod";
import { ApiError, errorResponse, errorStatus, rateLimited, type ErrorCode } from "@/lib/http/errors";
import { GENERIC_ERROR_MESSAGE, route } from "@/lib/http/route";

describe("error status map", () => {
  it("maps every code to its conventional HTTP status, 409 for an id clash", () => {
    expect(errorStatus).toEqual({
      bad_request: 400,
      unauthorized: 401,
      forbidden: 403,
      not_found: 404,
      method_not_allowed: 405,
      conflict: 409,
      payload_too_large: 413,
      unsupported_media_type: 415,
      unprocessable_entity: 422,
      rate_limited: 429,
      internal_error: 500,
    });
  });

  it.each(Object.entries(errorStatus) as [ErrorCode, number][])("errorResponse(%s) answers %i with the envelope", async (code, status) => {
    const response = errorResponse(code, `message for ${code}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: { code, message: `message for ${code}` } });
  });

  it("rateLimited sets Retry-After in whole seconds, at least 1", () => {
    expect(rateLimited(1).headers["Retry-After"]).toBe("1");
    expect(rateLimited(12_001).headers["Retry-After"]).toBe("13");
    expect(rateLimited(5000).status).toBe(429);
  });
});

describe("route wrapper", () => {
  const context = { params: Promise.resolve({}) };
  const request = () => new Request("http://localhost/api/test");

  it("passes a successful response through", async () => {
    const handler = route(async () => Response.json({ ok: true }));
    const response = await handler(request(), context);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("turns an ApiError into the envelope, with its headers", async () => {
    const handler = route(async () => {
      throw rateLimited(2500, "Slow down");
    });
    const response = await handler(request(), context);
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("3");
    expect(await response.json()).toEqual({ error: { code: "rate_limited", message: "Slow down", requestId: expect.any(String) } });
  });

  it("closes the connection when it refuses a request whose body may be unread", async () => {
    const refuse = route(async () => {
      throw new ApiError("unauthorized", "no");
    });
    const upload = new Request("http://localhost/api/test", { method: "POST", body: "x".repeat(1024) });
    expect((await refuse(upload, context)).headers.get("connection")).toBe("close");
    expect((await refuse(request(), context)).headers.get("connection")).toBeNull();
  });

  it("turns a ZodError into a 400 naming the field", async () => {
    const handler = route(async () => {
      z.object({ email: z.email() }).parse({ email: "nope" });
      return new Response("unreachable");
    });
    const response = await handler(request(), context);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("bad_request");
    expect(body.error.message).toMatch(/^email: /);
  });

  it("answers an unexpected error with a generic 500 that leaks nothing", async () => {
    const written: string[] = [];
    const spy = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const handler = route(async () => {
      throw new Error("SQLITE_CANTOPEN: /secret/path/app.db");
    });
    const response = await handler(request(), context);
    spy.mockRestore();
    expect(response.status).toBe(500);
    const body = await response.json();
    expect(body).toEqual({ error: { code: "internal_error", message: GENERIC_ERROR_MESSAGE, requestId: response.headers.get("x-request-id") } });
    expect(JSON.stringify(body)).not.toContain("secret");
    // The server's log has it, as one JSON line.
    expect(written.join("")).toContain('"errorMessage":"SQLITE_CANTOPEN: /secret/path/app.db"');
  });

  it("keeps the code and status of an ApiError thrown deep in a handler", async () => {
    const handler = route(async () => {
      throw new ApiError("not_found", "No such case study");
    });
    const response = await handler(request(), context);
    expect(response.status).toBe(404);
    expect((await response.json()).error).toEqual({ code: "not_found", message: "No such case study", requestId: expect.any(String) });
  });
});
