-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_CaseStudy" (
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
    "published" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_CaseStudy" ("challenge", "client", "createdAt", "duration", "execution", "id", "images", "industry", "metrics", "position", "quote", "results", "services", "strategy", "tags", "title", "updatedAt", "videoUrl", "videos") SELECT "challenge", "client", "createdAt", "duration", "execution", "id", "images", "industry", "metrics", "position", "quote", "results", "services", "strategy", "tags", "title", "updatedAt", "videoUrl", "videos" FROM "CaseStudy";
DROP TABLE "CaseStudy";
ALTER TABLE "new_CaseStudy" RENAME TO "CaseStudy";
CREATE INDEX "CaseStudy_position_idx" ON "CaseStudy"("position");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;
