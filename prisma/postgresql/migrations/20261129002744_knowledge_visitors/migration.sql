-- DropIndex
DROP INDEX "ConversationMessage_unanswered_reviewedAt_questionKey_times_idx";

-- CreateIndex
CREATE INDEX "ConversationMessage_waiting_key_idx" ON "ConversationMessage"("unanswered", "reviewedAt", "questionKey", "timestamp", "userIp", "conversationId");
