-- CreateTable
CREATE TABLE "ConversationEmail" (
    "conversationId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "at" DATETIME NOT NULL,

    PRIMARY KEY ("conversationId", "email"),
    CONSTRAINT "ConversationEmail_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Lead" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "company" TEXT,
    "visitorId" TEXT,
    "alsoGiven" TEXT NOT NULL DEFAULT '[]',
    "sources" TEXT NOT NULL DEFAULT '[]',
    "status" TEXT NOT NULL DEFAULT 'new',
    "note" TEXT NOT NULL DEFAULT '',
    "firstContactAt" DATETIME NOT NULL,
    "lastContactAt" DATETIME NOT NULL,
    "qualification" TEXT,
    "qualifiedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Lead" ("company", "createdAt", "email", "firstContactAt", "id", "lastContactAt", "name", "note", "qualification", "qualifiedAt", "sources", "status", "updatedAt") SELECT "company", "createdAt", "email", "firstContactAt", "id", "lastContactAt", "name", "note", "qualification", "qualifiedAt", "sources", "status", "updatedAt" FROM "Lead";
DROP TABLE "Lead";
ALTER TABLE "new_Lead" RENAME TO "Lead";
CREATE UNIQUE INDEX "Lead_email_key" ON "Lead"("email");
CREATE INDEX "Lead_lastContactAt_idx" ON "Lead"("lastContactAt");
CREATE INDEX "Lead_status_lastContactAt_idx" ON "Lead"("status", "lastContactAt");
CREATE TABLE "new_LeadNotification" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "leadId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "channel" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "nextAttemptAt" DATETIME NOT NULL,
    "leaseUntil" DATETIME,
    "lastError" TEXT,
    "sentAt" DATETIME,
    "uploadId" TEXT,
    "otherVisitor" BOOLEAN NOT NULL DEFAULT false,
    "digestId" TEXT,
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "LeadNotification_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_LeadNotification" ("attempts", "channel", "createdAt", "id", "kind", "lastError", "leadId", "leaseUntil", "nextAttemptAt", "sentAt", "status", "uploadId") SELECT "attempts", "channel", "createdAt", "id", "kind", "lastError", "leadId", "leaseUntil", "nextAttemptAt", "sentAt", "status", "uploadId" FROM "LeadNotification";
DROP TABLE "LeadNotification";
ALTER TABLE "new_LeadNotification" RENAME TO "LeadNotification";
CREATE INDEX "LeadNotification_status_nextAttemptAt_idx" ON "LeadNotification"("status", "nextAttemptAt");
CREATE INDEX "LeadNotification_leadId_idx" ON "LeadNotification"("leadId");
CREATE INDEX "LeadNotification_createdAt_idx" ON "LeadNotification"("createdAt");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "ConversationEmail_email_idx" ON "ConversationEmail"("email");

-- Every conversation's current address is its first recorded one.
INSERT INTO "ConversationEmail" ("conversationId", "email", "at")
SELECT "id", lower(trim("clientEmail")), "updatedAt" FROM "Conversation" WHERE "clientEmail" IS NOT NULL AND trim("clientEmail") <> '';

-- A lead's visitor is the one of its first conversation that had one.
UPDATE "Lead" SET "visitorId" = (
  SELECT c."visitorId" FROM "Conversation" c WHERE c."leadId" = "Lead"."id" AND c."visitorId" IS NOT NULL ORDER BY c."createdAt", c."id" LIMIT 1
);
