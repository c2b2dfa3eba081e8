// The browser's fetch helpers: every call sends cookies, a JSON body is sent only when a payload
// is given, and a non-OK response throws "status: text" (the response text, or the status text
// when the body is empty).

export class HttpError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = "HttpError";
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text().catch(() => "")) || response.statusText;
  throw new HttpError(response.status, `${response.status}: ${text}`);
}

/** Sends a request; the body is JSON only when `data` is given. Throws on a non-OK status. */
export async function apiRequest(
  method: string,
  url: string,
  data?: unknown,
  init: Omit<RequestInit, "method" | "body"> = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (data !== undefined) headers.set("Content-Type", "application/json");
  const response = await fetch(url, {
    ...init,
    method,
    headers,
    body: data !== undefined ? JSON.stringify(data) : undefined,
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/**
 * The message of the API's error envelope (`{ error: { code, message } }`), or null when the body is
 * not one. Reads a copy: the response's own body stays unread.
 */
export async function envelopeMessage(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as { error?: { message?: unknown } } | null;
    const message = body?.error?.message;
    return typeof message === "string" && message.trim() ? message.trim() : null;
  } catch {
    return null;
  }
}

export type UnauthorizedBehavior = "throw" | "returnNull";

/**
 * The default data reader: GET the query key's first element and parse it as JSON.
 * A 401 throws unless `on401` is "returnNull".
 */
export function getQueryFn<T>({ on401 = "throw" }: { on401?: UnauthorizedBehavior } = {}) {
  return async ({ queryKey }: { queryKey: readonly unknown[] }): Promise<T | null> => {
    const response = await fetch(String(queryKey[0]), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
