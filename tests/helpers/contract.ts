import * as z from "zod/mini";

/**
 * A route handler's JSON answer, read with the endpoint's contract (lib/contracts): throws when
 * the answer does not match it, and when the answer carries anything the contract does not name
 * (decoding would drop it: the browser would never see it).
 */
export async function answer<S extends z.core.$ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  const body: unknown = await response.json();
  const result = z.safeParse(schema, body);
  if (!result.success) throw new Error(`The answer breaks its contract:\n${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 2000)}`);
  expect(result.data).toEqual(body);
  return result.data;
}
