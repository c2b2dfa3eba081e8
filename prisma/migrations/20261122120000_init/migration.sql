-- CreateTable
CREATE TABLE "Conversation" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "sessionId" TEXT,
    "personaSlug" TEXT NOT NULL DEFAULT 'default',
    "clientName" TEXT,
    "clientEmail" TEXT,
    "subject" TEXT,
    "company" TEXT,
    "employmentType" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "ConversationMessage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "conversationId" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "reply" TEXT,
    "intent" TEXT NOT NULL DEFAULT 'unknown',
    "messageType" TEXT,
    "timestamp" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sessionId" TEXT,
    "userIp" TEXT,
    "tokenUsage" TEXT,
    CONSTRAINT "ConversationMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "CaseStudy" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "client" TEXT NOT NULL,
    "industry" TEXT NOT NULL,
    "duration" TEXT,
    "challenge" TEXT NOT NULL,
    "strategy" TEXT,
    "execution" JSONB NOT NULL DEFAULT [],
    "results" JSONB NOT NULL DEFAULT [],
    "tags" JSONB NOT NULL DEFAULT [],
    "services" JSONB NOT NULL DEFAULT [],
    "images" JSONB NOT NULL,
    "videos" JSONB,
    "metrics" JSONB NOT NULL,
    "quote" JSONB,
    "videoUrl" TEXT,
    "position" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "Service" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "overview" TEXT NOT NULL,
    "keyServices" JSONB NOT NULL,
    "capabilities" JSONB NOT NULL,
    "approach" JSONB NOT NULL,
    "results" TEXT NOT NULL,
    "clientTypes" JSONB NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" DATETIME NOT NULL
);

-- CreateTable
CREATE TABLE "PortfolioFilter" (
    "slug" TEXT NOT NULL PRIMARY KEY,
    "label" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "position" INTEGER NOT NULL
);

-- CreateTable
CREATE TABLE "Persona" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "systemPrompt" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false
);

-- CreateTable
CREATE TABLE "PhysicsConfig" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "personaId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "isDefault" BOOLEAN NOT NULL DEFAULT false,
    "mass" REAL NOT NULL,
    "tension" REAL NOT NULL,
    "friction" REAL NOT NULL,
    "precision" REAL NOT NULL,
    CONSTRAINT "PhysicsConfig_personaId_fkey" FOREIGN KEY ("personaId") REFERENCES "Persona" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Card" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "category" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "expandedContent" TEXT NOT NULL,
    "videoSrc" TEXT,
    "thumbnail" TEXT,
    "images" JSONB NOT NULL DEFAULT [],
    "isVideoReel" BOOLEAN NOT NULL DEFAULT false,
    "relatedCardIds" JSONB NOT NULL DEFAULT [],
    "position" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "FaqEntry" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "question" TEXT NOT NULL,
    "answer" TEXT NOT NULL,
    "topic" TEXT NOT NULL,
    "position" INTEGER NOT NULL DEFAULT 0
);

-- CreateTable
CREATE TABLE "Resume" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "originalName" TEXT NOT NULL,
    "candidateName" TEXT,
    "email" TEXT,
    "phone" TEXT,
    "linkedin" TEXT,
    "portfolio" TEXT,
    "fileSize" INTEGER NOT NULL,
    "mimeType" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "uploadDate" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "experience" TEXT,
    "skills" JSONB NOT NULL DEFAULT [],
    "extractedText" TEXT NOT NULL DEFAULT '',
    "conversationId" TEXT
);

-- CreateTable
CREATE TABLE "UploadedFile" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "clientName" TEXT NOT NULL,
    "clientEmail" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "originalName" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "mimeType" TEXT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "conversationId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "UploadedFile_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE SET NULL ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "Conversation_updatedAt_idx" ON "Conversation"("updatedAt");

-- CreateIndex
CREATE INDEX "Conversation_sessionId_idx" ON "Conversation"("sessionId");

-- CreateIndex
CREATE INDEX "ConversationMessage_conversationId_timestamp_idx" ON "ConversationMessage"("conversationId", "timestamp");

-- CreateIndex
CREATE INDEX "ConversationMessage_timestamp_idx" ON "ConversationMessage"("timestamp");

-- CreateIndex
CREATE INDEX "ConversationMessage_intent_idx" ON "ConversationMessage"("intent");

-- CreateIndex
CREATE INDEX "CaseStudy_position_idx" ON "CaseStudy"("position");

-- CreateIndex
CREATE INDEX "Service_position_idx" ON "Service"("position");

-- CreateIndex
CREATE INDEX "PortfolioFilter_position_idx" ON "PortfolioFilter"("position");

-- CreateIndex
CREATE UNIQUE INDEX "Persona_slug_key" ON "Persona"("slug");

-- CreateIndex
CREATE INDEX "PhysicsConfig_personaId_isDefault_idx" ON "PhysicsConfig"("personaId", "isDefault");

-- CreateIndex
CREATE INDEX "Card_category_position_idx" ON "Card"("category", "position");

-- CreateIndex
CREATE INDEX "FaqEntry_position_idx" ON "FaqEntry"("position");

-- CreateIndex
CREATE INDEX "Resume_uploadDate_idx" ON "Resume"("uploadDate");

-- CreateIndex
CREATE INDEX "UploadedFile_createdAt_idx" ON "UploadedFile"("createdAt");

