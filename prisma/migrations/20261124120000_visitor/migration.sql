-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN "visitorId" TEXT;

-- CreateTable
CREATE TABLE "AppSecret" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "value" TEXT NOT NULL
);

-- CreateIndex
CREATE INDEX "Conversation_visitorId_idx" ON "Conversation"("visitorId");
