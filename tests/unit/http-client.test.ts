import { z } from "zod/mini";
import { apiJson, apiRequest, HttpError } from "@/lib/api-client/client";
import { apiUpload } from "@/lib/api-client/upload";

// The browser's one API client: cookies, a body only with a payload, "status: text" errors that
// carry the error envelope, answers decoded with their contract.

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

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

  it("passes a FormData or URLSearchParams payload through as it is (fetch sets its content type)", async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    const form = new FormData();
    form.append("resume", new File(["text"], "cv.txt", { type: "text/plain" }));
    await apiRequest("POST", "/api/upload-resume", form);
    const params = new URLSearchParams({ csrfToken: "t" });
    await apiRequest("POST", "/api/auth/signout", params, { headers: { Accept: "application/json" } });
    const [[, formInit], [, paramsInit]] = fetchMock.mock.calls;
    expect(formInit?.body).toBe(form);
    expect(new Headers(formInit?.headers).has("content-type")).toBe(false);
    expect(paramsInit?.body).toBe(params);
    expect(new Headers(paramsInit?.headers).get("accept")).toBe("application/json");
    expect(paramsInit?.credentials).toBe("include");
  });

  it('throws "status: text" on a non-OK response, with the status and no envelope', async () => {
    fetchMock.mockResolvedValue(new Response("Case study not found", { status: 404, statusText: "Not Found" }));
    const error = await caught(apiRequest("GET", "/api/x"));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ message: "404: Case study not found", status: 404, statusText: "Not Found", code: null, detail: null });
    expect((error as HttpError).statusLine).toBe("404: Not Found");
  });

  it("falls back to the status text when the body is empty", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });

  it("decodes the error envelope: its code and its message as the detail, the headers kept", async () => {
    const envelope = { error: { code: "payload_too_large", message: "The file must be 5MB or smaller." } };
    fetchMock.mockResolvedValue(Response.json(envelope, { status: 413, statusText: "Payload Too Large", headers: { "Retry-After": "7" } }));
    const error = (await caught(apiRequest("POST", "/api/upload-resume", new FormData()))) as HttpError;
    expect(error.message).toBe(`413: ${JSON.stringify(envelope)}`);
    expect(error).toMatchObject({ status: 413, code: "payload_too_large", detail: "The file must be 5MB or smaller." });
    expect(error.statusLine).toBe("413: Payload Too Large");
    expect(error.headers.get("retry-after")).toBe("7");
  });

  it("is no envelope for other JSON, an empty message or a message that is not text", async () => {
    for (const body of [{ message: "not the envelope" }, { error: { code: "x", message: "  " } }, { error: { code: "x", message: 42 } }, null]) {
      fetchMock.mockResolvedValue(Response.json(body, { status: 400 }));
      expect(await caught(apiRequest("GET", "/api/x"))).toMatchObject({ status: 400, detail: null });
    }
  });

  it("says the status alone when there is no status text (HTTP/2)", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 500 }));
    const error = (await caught(apiRequest("GET", "/api/x"))) as HttpError;
    expect(error.statusLine).toBe("500");
  });
});

describe("apiJson", () => {
  const pageSchema = z.object({ items: z.array(z.string()) });

  it("decodes the answer with the contract, dropping what it does not describe", async () => {
    fetchMock.mockResolvedValue(Response.json({ items: ["a"], extra: true }));
    await expect(apiJson("GET", "/api/items", pageSchema)).resolves.toEqual({ items: ["a"] });
  });

  it("refuses an answer that does not match its contract", async () => {
    fetchMock.mockResolvedValue(Response.json({ items: "a" }));
    await expect(apiJson("GET", "/api/items", pageSchema)).rejects.toThrow("The answer from /api/items is not what its contract describes");
  });
});

describe("apiUpload", () => {
  class FakeXhr {
    static last: FakeXhr;
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    status = 0;
    statusText = "";
    responseText = "";
    responseType = "";
    withCredentials = false;
    method = "";
    url = "";
    sent: unknown;
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    send(body: unknown) {
      this.sent = body;
    }
    answer(status: number, statusText: string, text: string) {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      Object.assign(this, { status, statusText, responseText: text });
      this.onload?.();
    }
  }
  beforeAll(() => {
    (global as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeXhr;
  });

  it("POSTs the form with cookies, reports progress and decodes the answer", async () => {
    const form = new FormData();
    const progress: number[] = [];
    const result = apiUpload("/api/upload-case-study-image", form, z.object({ path: z.string() }), (fraction) => progress.push(fraction));
    expect(FakeXhr.last).toMatchObject({ method: "POST", url: "/api/upload-case-study-image", withCredentials: true, sent: form });
    FakeXhr.last.answer(201, "Created", JSON.stringify({ path: "/uploads/a.png" }));
    await expect(result).resolves.toEqual({ path: "/uploads/a.png" });
    expect(progress).toEqual([0.5, 1]);
  });

  it("throws the same HttpError as fetch does", async () => {
    const result = apiUpload("/api/upload-pdf", new FormData(), z.object({}));
    FakeXhr.last.answer(
      415,
      "Unsupported Media Type",
      JSON.stringify({ success: false, message: "PDF only", error: { code: "unsupported_media_type", message: "PDF only" } }),
    );
    const error = (await caught(result)) as HttpError;
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 415, code: "unsupported_media_type", detail: "PDF only" });
    expect(error.message).toMatch(/^415: \{/);
  });

  it("rejects when the upload never reached the server", async () => {
    const result = apiUpload("/api/upload-pdf", new FormData(), z.object({}));
    FakeXhr.last.onerror?.();
    await expect(result).rejects.toThrow("Network error: the upload did not reach the server");
  });
});
