-- CreateTable
CREATE TABLE "SetupStep" (
    "name" TEXT NOT NULL PRIMARY KEY,
    "doneAt" DATETIME NOT NULL
);
