// What other features use of leads: capturing a lead from a conversation or an upload, and the
// CSV cell type of the admin's exports. Its queries are in store.ts.
export {
  admitNewcomer,
  captureConversationLead,
  captureFileLead,
  linkToLead,
  notifyLeadPdf,
  sourceOfConversation,
  type CapturedLead,
  type Requester,
} from "./capture";
export type { CsvValue } from "./csv";
