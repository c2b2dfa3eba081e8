import { errorResponse } from "@/lib/http/errors";
import { closeAfterRefusal } from "@/lib/http/route";
import { nonPagePolicyFor } from "@/lib/http/security-headers";

export const dynamic = "force-dynamic";

const NO_ENDPOINT_MESSAGE = "No API endpoint at this path";

// /api/{anything no route serves}, whatever the method: a 404 in the error envelope, where Next
// would render the site's HTML not-found page (with a page policy beside the API's). The policy is
// set here for the paths whose next.config.ts rule leaves it to the handler.
async function notFound(request: Request): Promise<Response> {
  const headers = { "Content-Security-Policy": nonPagePolicyFor(new URL(request.url).pathname) };
  return closeAfterRefusal(request, errorResponse("not_found", NO_ENDPOINT_MESSAGE, headers));
}

export const GET = notFound;
export const HEAD = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
export const OPTIONS = notFound;
