-- CreateTable
CREATE TABLE "RevokedSession" (
    "sid" TEXT NOT NULL PRIMARY KEY,
    "expiresAt" INTEGER NOT NULL
);

-- CreateIndex
CREATE INDEX "RevokedSession_expiresAt_idx" ON "RevokedSession"("expiresAt");
