-- AlterTable
ALTER TABLE "Conversation" ADD COLUMN "clientPhone" TEXT;

-- AlterTable
ALTER TABLE "Lead" ADD COLUMN "phone" TEXT;
