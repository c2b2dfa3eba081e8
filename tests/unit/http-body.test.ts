import { z } from "zod";
import { ApiError } from "@/lib/http/errors";
import { readBodyBytes, readJson } from "@/lib/http/body";

const schema = z.object({ message: z.string().min(1) });

const jsonRequest = (body: BodyInit | null, headers: Record<string, string> = { "content-type": "application/json" }) =>
  new Request("http://localhost/api/test", { method: "POST", body, headers });

/** A body sent in chunks with no Content-Length, as a chunked upload would arrive. */
function streamedRequest(chunks: number, chunkSize: number) {
  let sent = 0;
  let pulled = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled += 1;
      if (sent >= chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(0x61));
    },
  });
  const request = new Request("http://localhost/api/test", {
    method: "POST",
    body: stream,
    headers: { "content-type": "application/json" },
    duplex: "half",
  } as RequestInit);
  return { request, pulls: () => pulled };
}

async function expectApiError(promise: Promise<unknown>, code: string, status: number) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).code).toBe(code);
  expect((error as ApiError).status).toBe(status);
  return error as ApiError;
}

describe("readJson", () => {
  it("parses and validates a JSON body", async () => {
    await expect(readJson(jsonRequest(JSON.stringify({ message: "hi" })), { schema })).resolves.toEqual({ message: "hi" });
  });

  it("accepts a JSON content type with a charset", async () => {
    const request = jsonRequest(JSON.stringify({ message: "hi" }), { "content-type": "application/json; charset=utf-8" });
    await expect(readJson(request, { schema })).resolves.toEqual({ message: "hi" });
  });

  it("refuses invalid JSON with 400", async () => {
    const error = await expectApiError(readJson(jsonRequest("{not json"), { schema }), "bad_request", 400);
    expect(error.message).toBe("Request body is not valid JSON");
  });

  it("turns a lone surrogate escape, in a value or a key, into U+FFFD (the database refuses one)", async () => {
    const loose = z.object({ message: z.string(), nested: z.record(z.string(), z.array(z.string())) });
    const body = '{"message":"a\\ud800b","nested":{"k\\udc00":["\\ud83d\\ude00 ok","\\ud83d"]}}';
    const parsed = await readJson(jsonRequest(body), { schema: loose });
    expect(parsed).toEqual({ message: "a\ufffdb", nested: { "k\ufffd": ["\u{1f600} ok", "\ufffd"] } });
  });

  it("refuses an empty body with 400", async () => {
    await expectApiError(readJson(jsonRequest(""), { schema }), "bad_request", 400);
  });

  it("refuses a body that fails the schema with 400 naming the field", async () => {
    const error = await expectApiError(readJson(jsonRequest(JSON.stringify({ message: 3 })), { schema }), "bad_request", 400);
    expect(error.message).toMatch(/^message: /);
  });

  it("refuses a non-JSON content type with 415", async () => {
    await expectApiError(
      readJson(jsonRequest("message=hi", { "content-type": "application/x-www-form-urlencoded" }), { schema }),
      "unsupported_media_type",
      415,
    );
  });

  it("refuses a declared Content-Length over the limit with 413 before reading", async () => {
    const request = jsonRequest(JSON.stringify({ message: "x".repeat(100) }), {
      "content-type": "application/json",
      "content-length": "5000000",
    });
    await expectApiError(readJson(request, { schema, maxBytes: 1024 }), "payload_too_large", 413);
    expect(request.bodyUsed).toBe(false);
  });

  it("cuts off a streamed body as soon as it passes the limit", async () => {
    const { request, pulls } = streamedRequest(1000, 1024);
    await expectApiError(readBodyBytes(request, 4096), "payload_too_large", 413);
    expect(pulls()).toBeLessThan(10);
  });

  it("answers a body the client stopped sending with 400 and logs it at info, never as a server error", async () => {
    const lines: string[] = [];
    const stdout = jest.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          // Node's request stream fails with "aborted" when the client goes away mid-upload.
          if (sent++ > 1) return controller.error(new Error("aborted"));
          controller.enqueue(new Uint8Array(512).fill(0x61));
        },
      });
      const request = new Request("http://localhost/api/upload", { method: "POST", body: stream, duplex: "half" } as RequestInit);
      const error = await expectApiError(readBodyBytes(request, 1 << 20), "bad_request", 400);
      expect(error.message).toMatch(/interrupted/);
    } finally {
      stdout.mockRestore();
    }
    const logged = lines
      .join("")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(logged.map((line) => line.level)).toEqual(["info"]);
    expect(logged[0].msg).toMatch(/client closed/);
  });

  it("still fails on any other error while reading", async () => {
    const stream = new ReadableStream<Uint8Array>({ pull: (controller) => controller.error(new Error("disk on fire")) });
    const request = new Request("http://localhost/api/upload", { method: "POST", body: stream, duplex: "half" } as RequestInit);
    await expect(readBodyBytes(request, 1 << 20)).rejects.toThrow("disk on fire");
  });

  it("reads a streamed body under the limit whole", async () => {
    const { request } = streamedRequest(3, 100);
    expect((await readBodyBytes(request, 4096)).byteLength).toBe(300);
  });
});
