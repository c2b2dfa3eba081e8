import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { expect, test } from "@playwright/test";

// The project brings its own Node LTS (the `node` dev dependency, first on every npm script's
// PATH): the Playwright runner and the `next start` server it tests both run on it.
const major = (version: string) => Number(version.trim().replace(/^v/, "").split(".")[0]);

/** The executable of the process listening on a local TCP port (Linux: /proc). */
function listenerExecutable(port: number): string | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is ADDR:PORT in hex, st 0A is LISTEN, the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9]);
    }
  }
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let descriptors: string[];
    try {
      descriptors = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const descriptor of descriptors) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${descriptor}`);
        if (inodes.has(target.replace(/^socket:\[(\d+)\]$/, "$1"))) return fs.readlinkSync(`/proc/${pid}/exe`);
      } catch {
        // the descriptor closed while we looked
      }
    }
  }
  return null;
}

test("the test runner and the server under test run on Node 24 LTS", ({ baseURL }) => {
  expect(major(process.version)).toBeGreaterThanOrEqual(24);
  const executable = listenerExecutable(Number(new URL(baseURL!).port));
  expect(executable, "the process serving the e2e site").not.toBeNull();
  expect(major(execFileSync(executable!, ["-v"], { encoding: "utf8" }))).toBeGreaterThanOrEqual(24);
});
