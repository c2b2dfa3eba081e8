-- AlterTable
ALTER TABLE "CaseStudy" ADD COLUMN     "published" BOOLEAN NOT NULL DEFAULT true;
