// The privacy room: a person's requests for their data, by email address (the admin's
// /api/admin/privacy routes). Staff find everything stored about the address (find.ts): their
// leads, the conversations that ever carried it or are linked to their lead, the messages in them,
// contact PDFs, résumés and the files in storage; export it as one ZIP (export.ts), or erase it
// with the files (erase.ts). It reads every feature's tables through the data layer, and no feature
// imports it.
//
// The address is matched whole (trimmed, any case; its boundaries are defined once, in
// ./address.ts, for find, export and erase alike), never as part of a longer one: al@example.com
// is not x.al@example.com. Someone else's row that only names the address (a message, a name, a
// subject, a file name, another lead's cached qualification, a knowledge question…: every column
// in TEXT_COLUMNS, find.ts) is theirs, not this person's: staff see it listed to review, the
// export carries only the line (or sentence) that names the address, and an erasure keeps it with
// the address replaced by "[erased]" (counted as `redacted`). Someone else's stored file whose
// text named the address cannot be edited: the erasure lists it for staff, who may delete it
// (deleteNamedFiles). An erasure is logged (lib/db/deletion-log.ts) with who asked and the
// counts, never the address or the data.
//
// Every statement here is the typed layer's (lib/db/kysely.ts, not Prisma's API): the search is SQL
// built from a column list (TEXT_COLUMNS) with the engines' fragments (lib/db/dialect.ts), ids are
// matched as one bound list (inList), and an erasure's deletes and redactions are one transaction
// (sqlTransaction).
export { listDeletionLog } from "../db/deletion-log";
export { deleteNamedFiles, erasePerson } from "./erase";
export { exportPerson } from "./export";
export { findPerson } from "./find";
