import { identifyVisitor } from "@/lib/http/visitor";

// A visitor as the site sees one after a page view: a valid signed visitor cookie.

/** A new visitor's `Cookie` header value (`nl_vid=<id>.<signature>`), signed with the test database's key. */
export async function newVisitorCookie(): Promise<string> {
  const visitor = await identifyVisitor(new Request("http://localhost/"));
  if (!visitor.setCookie) throw new Error("a request without a cookie should mint one");
  return visitor.setCookie.split(";")[0];
}

/** The `Cookie` header value a response's Set-Cookie hands out, if it sets the visitor cookie. */
export function visitorCookieFrom(response: Response): string | null {
  const setCookie = response.headers.get("set-cookie");
  return setCookie?.startsWith("nl_vid=") ? setCookie.split(";")[0] : null;
}
