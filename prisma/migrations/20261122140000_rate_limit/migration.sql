-- CreateTable
CREATE TABLE "RateLimitCounter" (
    "key" TEXT NOT NULL,
    "window" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 0,

    PRIMARY KEY ("key", "window")
);

-- CreateIndex
CREATE INDEX "RateLimitCounter_window_idx" ON "RateLimitCounter"("window");

