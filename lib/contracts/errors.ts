import * as z from "zod/mini";
import { errorStatus, type ErrorCode } from "../http/errors";
import "./schema";

// Every API error: { error: { code, message } }, the status from one map (lib/http/errors.ts).

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.enum(Object.keys(errorStatus) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
