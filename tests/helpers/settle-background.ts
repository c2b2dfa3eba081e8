import { backgroundSettled } from "@/lib/http/after-response";

// Runs before each test file's own afterAll hooks: work a handler left running after its answer
// (a contact PDF's read, a notification drain) finishes before the file closes its database.
afterAll(async () => {
  await backgroundSettled();
});
