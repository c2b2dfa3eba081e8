-- CreateTable
CREATE TABLE "Lead" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "email" TEXT NOT NULL,
    "name" TEXT,
    "company" TEXT,
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

-- CreateTable
CREATE TABLE "LeadNotification" (
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
    "createdAt" DATETIME NOT NULL,
    CONSTRAINT "LeadNotification_leadId_fkey" FOREIGN KEY ("leadId") REFERENCES "Lead" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "DeletionLog" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "at" DATETIME NOT NULL,
    "actor" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "counts" TEXT NOT NULL
);

-- CreateTable
CREATE TABLE "ScheduledJob" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "nextRunAt" DATETIME NOT NULL
);

-- AlterTable: a plain ADD COLUMN (SQLite allows a foreign key on an added column whose default is
-- NULL), not a table rebuild, which on a large log would copy every row and, where foreign keys
-- cannot be switched off inside the migration's transaction, cascade the drop onto the messages.
ALTER TABLE "Conversation" ADD COLUMN "leadId" TEXT REFERENCES "Lead" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Resume" ADD COLUMN "leadId" TEXT REFERENCES "Lead" ("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "UploadedFile" ADD COLUMN "extractedText" TEXT;
ALTER TABLE "UploadedFile" ADD COLUMN "leadId" TEXT REFERENCES "Lead" ("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- CreateIndex
CREATE INDEX "Conversation_leadId_idx" ON "Conversation"("leadId");

-- CreateIndex
CREATE INDEX "Resume_leadId_idx" ON "Resume"("leadId");

-- CreateIndex
CREATE INDEX "UploadedFile_leadId_idx" ON "UploadedFile"("leadId");

-- CreateIndex
CREATE UNIQUE INDEX "Lead_email_key" ON "Lead"("email");

-- CreateIndex
CREATE INDEX "Lead_lastContactAt_idx" ON "Lead"("lastContactAt");

-- CreateIndex
CREATE INDEX "Lead_status_lastContactAt_idx" ON "Lead"("status", "lastContactAt");

-- CreateIndex
CREATE INDEX "LeadNotification_status_nextAttemptAt_idx" ON "LeadNotification"("status", "nextAttemptAt");

-- CreateIndex
CREATE INDEX "LeadNotification_leadId_idx" ON "LeadNotification"("leadId");

-- CreateIndex
CREATE INDEX "LeadNotification_createdAt_idx" ON "LeadNotification"("createdAt");

-- CreateIndex
CREATE INDEX "DeletionLog_at_idx" ON "DeletionLog"("at");
