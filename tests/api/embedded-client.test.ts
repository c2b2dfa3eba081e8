import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { EmbeddedClient } from "@/lib/db/embedded-client";

let dir: string;
let client: EmbeddedClient;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-client-"));
  client = new EmbeddedClient(path.join(dir, "test.db"));
  await client.execute("CREATE TABLE item (id INTEGER PRIMARY KEY, name TEXT NOT NULL, data BLOB)");
});
afterEach(() => {
  client.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("EmbeddedClient", () => {
  it("applies the pragmas on its one connection", async () => {
    const mode = await client.execute("PRAGMA journal_mode");
    const sync = await client.execute("PRAGMA synchronous");
    const keys = await client.execute("PRAGMA foreign_keys");
    expect([mode.rows[0][0], sync.rows[0][0], keys.rows[0][0]]).toEqual(["wal", 1, 1]);
  });

  it("returns rows by index and by column name, and counts changes", async () => {
    const insert = await client.execute({ sql: "INSERT INTO item (name) VALUES (?), (?)", args: ["a", "b"] });
    expect(insert.rowsAffected).toBe(2);
    const result = await client.execute({ sql: "SELECT id, name FROM item WHERE name = :name", args: { ":name": "b" } });
    expect(result.columns).toEqual(["id", "name"]);
    expect(result.rows[0][1]).toBe("b");
    expect(result.rows[0].name).toBe("b");
  });

  it("round-trips blobs as ArrayBuffers", async () => {
    await client.execute({ sql: "INSERT INTO item (name, data) VALUES ('blob', ?)", args: [new Uint8Array([1, 2, 3]).buffer] });
    const { rows } = await client.execute("SELECT data FROM item WHERE name = 'blob'");
    expect(Array.from(new Uint8Array(rows[0][0] as ArrayBuffer))).toEqual([1, 2, 3]);
  });

  it("holds the lock for a whole transaction: other statements wait until it commits", async () => {
    const transaction = await client.transaction("write");
    await transaction.execute("INSERT INTO item (name) VALUES ('in-tx')");
    let outsideDone = false;
    const outside = client.execute("SELECT COUNT(*) AS n FROM item").then((result) => {
      outsideDone = true;
      return result;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outsideDone).toBe(false);
    await transaction.commit();
    expect((await outside).rows[0].n).toBe(1);
  });

  it("rolls back, and is usable afterwards", async () => {
    const transaction = await client.transaction("write");
    await transaction.execute("INSERT INTO item (name) VALUES ('gone')");
    await transaction.rollback();
    expect((await client.execute("SELECT COUNT(*) AS n FROM item")).rows[0].n).toBe(0);
    await expect(transaction.execute("SELECT 1")).rejects.toThrow("closed");
  });

  it("rolls a batch back when one statement fails", async () => {
    await expect(
      client.batch([
        { sql: "INSERT INTO item (name) VALUES (?)", args: ["ok"] },
        { sql: "INSERT INTO item (name) VALUES (?)", args: [null] },
      ]),
    ).rejects.toMatchObject({ code: expect.stringMatching(/CONSTRAINT/) });
    expect((await client.execute("SELECT COUNT(*) AS n FROM item")).rows[0].n).toBe(0);
  });
});
