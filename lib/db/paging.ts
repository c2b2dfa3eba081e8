import { decodePageCursor } from "../contracts/admin-requests";

// Keyset paging for the admin's lists (ordered by a time, then id, both descending).

/** A page cursor: the last row's time and id. */
export const cursorOf = (updatedAt: Date, id: string) => Buffer.from(`${updatedAt.getTime()}:${id}`).toString("base64url");

/** A cursor from cursorOf (the request schemas refuse any other with a 400), or null. */
export function parseCursor(cursor: string): { updatedAt: Date; id: string } | null {
  const decoded = decodePageCursor(cursor);
  return decoded ? { updatedAt: decoded.at, id: decoded.id } : null;
}
