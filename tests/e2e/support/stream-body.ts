import http from "node:http";

export type StreamedRequest = {
  /** 0 when the server reset the connection before its answer could be read (see below). */
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** Bytes the client had handed to the socket when the response's headers arrived. */
  sentBeforeResponse: number;
  /** Bytes handed to the socket in all, once the connection closed. */
  sentInAll: number;
  /** True when the server closed the connection before the whole body was sent. */
  closedEarly: boolean;
};

/**
 * Sends a large body in 64 KB chunks (chunked encoding, no Content-Length), writing only as fast
 * as the server reads, and records how much it had sent when the response came back. A server
 * that answers without reading stops the flow after what the socket buffers hold.
 */
export function streamLargeBody(
  url: string,
  { method = "POST", totalBytes, headers = {} }: { method?: string; totalBytes: number; headers?: Record<string, string> },
): Promise<StreamedRequest> {
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const request = http.request(url, { method, headers: { "content-type": "application/octet-stream", ...headers } });
    let sent = 0;
    let response: Omit<StreamedRequest, "sentInAll" | "closedEarly"> | null = null;
    let finished = false;

    const pump = () => {
      while (!finished && sent < totalBytes) {
        sent += chunk.byteLength;
        if (!request.write(chunk)) {
          request.once("drain", pump);
          return;
        }
      }
      if (!finished) request.end();
    };

    const settle = () => {
      if (finished) return;
      finished = true;
      // A server that closes without reading the rest of the body makes the client's kernel answer
      // further data with a reset, which can discard the answer before it is read.
      resolve({ ...(response ?? { status: 0, headers: {}, body: "", sentBeforeResponse: sent }), sentInAll: sent, closedEarly: sent < totalBytes });
    };

    request.on("response", (incoming) => {
      response = { status: incoming.statusCode ?? 0, headers: incoming.headers, body: "", sentBeforeResponse: sent };
      incoming.setEncoding("utf8");
      incoming.on("data", (text: string) => {
        if (response) response.body += text;
      });
      // The rest of the body is not needed once the answer is in: stop sending and wait for
      // the server to close the connection (or notice it keeps it open).
      incoming.on("end", () => {
        request.socket?.once("close", settle);
        setTimeout(() => {
          if (!finished) {
            finished = true;
            resolve({ ...response!, sentInAll: sent, closedEarly: false });
            request.destroy();
          }
        }, 10_000).unref();
      });
    });
    // EPIPE / ECONNRESET are expected once the server has answered and closed the connection;
    // anything else is a failure.
    request.on("error", (error: NodeJS.ErrnoException) => (error.code === "EPIPE" || error.code === "ECONNRESET" ? settle() : reject(error)));
    request.on("close", settle);
    pump();
  });
}
