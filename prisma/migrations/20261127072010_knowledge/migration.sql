-- The FAQ becomes the knowledge base: staff write answers to what visitors asked, and the FAQ is
-- the same kind of entry. Existing FAQ rows are kept; the five the Los Angeles page showed stay on it.
CREATE TABLE "KnowledgeEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "question" TEXT NOT NULL,
    "variants" JSONB NOT NULL DEFAULT [],
    "answer" TEXT NOT NULL,
    "answerEs" TEXT,
    "topic" TEXT NOT NULL DEFAULT 'general',
    "serviceSlug" TEXT,
    "caseStudyId" TEXT,
    "onPage" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,
    "answeredCount" INTEGER NOT NULL DEFAULT 0,
    "lastAnsweredAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
-- "variants" is written out: SQLite reads the column's DEFAULT [] as an empty identifier and stores
-- '' (not JSON), which Prisma fails to read.
INSERT INTO "KnowledgeEntry" ("id", "question", "variants", "answer", "topic", "position", "onPage", "updatedAt")
SELECT "id", "question", '[]', "answer", "topic", "position",
       "id" IN ('how-much-does-a-project-cost', 'where-are-you-based', 'do-you-produce-video-in-house', 'how-long-does-a-project-take', 'what-happens-in-a-first-meeting'),
       strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
FROM "FaqEntry";
CREATE INDEX "KnowledgeEntry_position_idx" ON "KnowledgeEntry"("position");
DROP INDEX "FaqEntry_position_idx";
DROP TABLE "FaqEntry";

-- What the concierge could not answer, per message, for the Knowledge tab and its chart (plain
-- ADD COLUMNs: the log is the largest table, and none of these needs it rewritten).
ALTER TABLE "ConversationMessage" ADD COLUMN "lang" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "ConversationMessage" ADD COLUMN "unanswered" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "ConversationMessage" ADD COLUMN "lowConfidence" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "ConversationMessage" ADD COLUMN "questionKey" TEXT;
ALTER TABLE "ConversationMessage" ADD COLUMN "reviewedAt" DATETIME;
ALTER TABLE "ConversationMessage" ADD COLUMN "knowledgeEntryId" TEXT;
-- Messages logged as unanswered before the column existed (their token usage says so).
UPDATE "ConversationMessage" SET "unanswered" = true
WHERE "tokenUsage" IS NOT NULL AND json_valid("tokenUsage") AND json_extract("tokenUsage", '$.unanswered') = 1;

DROP INDEX "ConversationMessage_timestamp_idx";
-- Both cover the Knowledge tab's reads (measured by npm run bench:knowledge: on 100,000 unanswered
-- messages the counts per key went from 146 to 32 ms, the chart's counts per hour from 127 to 55 ms).
CREATE INDEX "ConversationMessage_timestamp_unanswered_sessionId_idx" ON "ConversationMessage"("timestamp", "unanswered", "sessionId");
CREATE INDEX "ConversationMessage_unanswered_reviewedAt_questionKey_timestamp_idx" ON "ConversationMessage"("unanswered", "reviewedAt", "questionKey", "timestamp");
CREATE INDEX "ConversationMessage_lowConfidence_reviewedAt_timestamp_idx" ON "ConversationMessage"("lowConfidence", "reviewedAt", "timestamp");
