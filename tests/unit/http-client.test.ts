import { HttpError, apiRequest, envelopeMessage, getQueryFn } from "@/lib/http/client";

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

describe("apiRequest", () => {
  it("sends cookies and a JSON body when a payload is given", async () => {
    fetchMock.mockResolvedValue(Response.json({ ok: true }));
    await apiRequest("POST", "/api/conversations/message", { message: "hello" });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/conversations/message");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(init?.body).toBe(JSON.stringify({ message: "hello" }));
  });

  it("sends no body and no JSON content type without a payload", async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await apiRequest("GET", "/api/portfolio-filters");
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.body).toBeUndefined();
    expect(new Headers(init?.headers).has("content-type")).toBe(false);
    expect(init?.credentials).toBe("include");
  });

  it('throws "status: text" on a non-OK response', async () => {
    fetchMock.mockResolvedValue(new Response("Case study not found", { status: 404, statusText: "Not Found" }));
    const error = await apiRequest("GET", "/api/x").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe("404: Case study not found");
    expect((error as HttpError).status).toBe(404);
  });

  it("falls back to the status text when the body is empty", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("getQueryFn", () => {
  it("GETs the query key's first element and parses JSON, with cookies", async () => {
    fetchMock.mockResolvedValue(Response.json({ filters: [] }));
    const data = await getQueryFn<{ filters: unknown[] }>()({ queryKey: ["/api/portfolio-filters", "ignored"] });
    expect(data).toEqual({ filters: [] });
    expect(fetchMock.mock.calls[0][0]).toBe("/api/portfolio-filters");
    expect(fetchMock.mock.calls[0][1]?.credentials).toBe("include");
  });

  it("throws on 401 by default and returns null when asked", async () => {
    fetchMock.mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn()({ queryKey: ["/api/admin/resumes"] })).rejects.toThrow("401: Unauthorized");
    fetchMock.mockResolvedValue(new Response("Unauthorized", { status: 401 }));
    await expect(getQueryFn({ on401: "returnNull" })({ queryKey: ["/api/admin/resumes"] })).resolves.toBeNull();
  });
});

describe("envelopeMessage", () => {
  it("reads the message of the API's error envelope", async () => {
    const response = Response.json({ error: { code: "payload_too_large", message: "The file must be 5MB or smaller." } }, { status: 413 });
    await expect(envelopeMessage(response)).resolves.toBe("The file must be 5MB or smaller.");
  });

  it("is null for a body that is not an envelope: text, other JSON, an empty message", async () => {
    await expect(envelopeMessage(new Response("boom", { status: 500 }))).resolves.toBeNull();
    await expect(envelopeMessage(Response.json({ message: "not the envelope" }, { status: 400 }))).resolves.toBeNull();
    await expect(envelopeMessage(Response.json({ error: { message: "  " } }, { status: 400 }))).resolves.toBeNull();
    await expect(envelopeMessage(Response.json(null, { status: 400 }))).resolves.toBeNull();
    await expect(envelopeMessage(Response.json({ error: { message: 42 } }, { status: 400 }))).resolves.toBeNull();
  });
});

describe("envelopeMessage leaves the body to its reader", () => {
  it("the response can still be read after its message was taken", async () => {
    const response = Response.json({ error: { code: "conflict", message: "Taken" } }, { status: 409 });
    await expect(envelopeMessage(response)).resolves.toBe("Taken");
    await expect(response.json()).resolves.toEqual({ error: { code: "conflict", message: "Taken" } });
  });
});
