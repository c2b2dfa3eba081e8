import fs from "node:fs";

export default function globalTeardown() {
  const root = process.env.TEST_DB_ROOT;
  if (root) fs.rmSync(root, { recursive: true, force: true });
}
