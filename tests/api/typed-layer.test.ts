import { prepareTestDatabase } from "@/tests/helpers/db";
import { database, twoStepTransaction } from "@/lib/db/kysely";
import { inList, notInList, containsLower } from "@/lib/db/dialect";
import { engineOf } from "@/lib/db/adapter";
import type { PrismaClient } from "@/lib/db/prisma";

// The typed query layer gives the same JavaScript values on either engine (npm test runs this file
// on the SQLite file and on PostgreSQL, the latter on a host zone of UTC-7/-8): booleans, Dates in
// UTC whatever the host's time zone, parsed JSON, numbers for counts; and the dialect fragments
// select the same rows.

let prisma: PrismaClient;

beforeAll(async () => {
  prisma = await prepareTestDatabase();
}, 120_000);

afterAll(async () => {
  await prisma.$disconnect();
});

describe(`typed query layer on ${engineOf(process.env.DATABASE_URL as string)}`, () => {
  it(`writes and reads a time as the same instant (host zone: UTC${-new Date("2026-07-04").getTimezoneOffset() / 60 || ""})`, async () => {
    {
      const at = new Date("2026-07-04T23:30:00.123Z");
      await database().insertInto("ScheduledJob").values({ name: "tz-check", nextRunAt: at }).execute();
      const row = await database().selectFrom("ScheduledJob").select("nextRunAt").where("name", "=", "tz-check").executeTakeFirstOrThrow();
      expect(row.nextRunAt).toBeInstanceOf(Date);
      expect(row.nextRunAt.toISOString()).toBe(at.toISOString());
      // Prisma reads what the layer wrote as the same instant, and the other way round.
      expect((await prisma.scheduledJob.findUniqueOrThrow({ where: { name: "tz-check" } })).nextRunAt.toISOString()).toBe(at.toISOString());
      await prisma.scheduledJob.create({ data: { name: "tz-prisma", nextRunAt: at } });
      const written = await database().selectFrom("ScheduledJob").select("nextRunAt").where("name", "=", "tz-prisma").executeTakeFirstOrThrow();
      expect(written.nextRunAt.toISOString()).toBe(at.toISOString());
      // Comparisons in SQL agree with the instants.
      const due = await database()
        .selectFrom("ScheduledJob")
        .select("name")
        .where("nextRunAt", "<=", new Date(at.getTime() + 1))
        .orderBy("name")
        .execute();
      expect(due.map((job) => job.name)).toEqual(["tz-check", "tz-prisma"]);
    }
  });

  it("reads booleans as booleans, JSON as values and counts as numbers", async () => {
    await prisma.card.create({
      data: { id: "layer-card", category: "services", title: "T", description: "D", expandedContent: "E", images: ["a.jpg", "b.jpg"], isVideoReel: true },
    });
    const card = await database().selectFrom("Card").select(["isVideoReel", "images"]).where("id", "=", "layer-card").executeTakeFirstOrThrow();
    expect(card.isVideoReel).toBe(true);
    expect(card.images).toEqual(["a.jpg", "b.jpg"]);
    const { count } = await database()
      .selectFrom("Card")
      .select((eb) => eb.fn.countAll<number>().as("count"))
      .executeTakeFirstOrThrow();
    expect(typeof count).toBe("number");
    expect(count).toBe(await prisma.card.count());
  });

  it("matches lists and text the same way on both engines", async () => {
    const ids = ["layer-a", "layer-b", "layer-c"];
    for (const id of ids) await prisma.appSecret.create({ data: { name: id, value: `Value of ${id.toUpperCase()}` } });
    const selected = await database()
      .selectFrom("AppSecret")
      .select("name")
      .where((eb) => inList(eb.ref("name"), ["layer-a", "layer-c", "missing"]))
      .orderBy("name")
      .execute();
    expect(selected.map((row) => row.name)).toEqual(["layer-a", "layer-c"]);
    expect(
      await database()
        .selectFrom("AppSecret")
        .select("name")
        .where((eb) => inList(eb.ref("name"), []))
        .execute(),
    ).toEqual([]);
    const others = await database()
      .selectFrom("AppSecret")
      .select("name")
      .where("name", "like", "layer-%")
      .where((eb) => notInList(eb.ref("name"), ["layer-b"]))
      .orderBy("name")
      .execute();
    expect(others.map((row) => row.name)).toEqual(["layer-a", "layer-c"]);
    const found = await database()
      .selectFrom("AppSecret")
      .select("name")
      .where((eb) => containsLower(eb.ref("value"), "OF LAYER-B"))
      .execute();
    expect(found.map((row) => row.name)).toEqual(["layer-b"]);
    // A long list is one parameter, not thousands.
    const many = Array.from({ length: 40_000 }, (_, index) => `id-${index}`).concat("layer-b");
    expect(
      (
        await database()
          .selectFrom("AppSecret")
          .select("name")
          .where((eb) => inList(eb.ref("name"), many))
          .execute()
      ).map((row) => row.name),
    ).toEqual(["layer-b"]);
  });

  it("two-step transactions keep hostile text whole, commit what was decided and roll back the rest", async () => {
    const hostile = [`'; DROP TABLE "Lead"; --`, "back\\slash \\' quote", "$1 $2 E'\\x00' $$ dollar $$", "line\nbreak\ttab", "‮ bidi 🎬", ""];
    const db = database();
    const written = await twoStepTransaction(
      hostile.map((value, index) =>
        db
          .insertInto("AppSecret")
          .values({ name: `hostile-${index}`, value })
          .returning("value"),
      ),
      (results) => ({
        commit: true,
        then: [db.updateTable("AppSecret").set({ value: "-1 -- not a comment" }).where("name", "=", "hostile-5")],
        value: results.map((result) => result.rows[0]?.value),
      }),
    );
    expect(written).toEqual(hostile);
    const stored = await db.selectFrom("AppSecret").select(["name", "value"]).where("name", "like", "hostile-%").orderBy("name").execute();
    expect(stored.map((row) => row.value)).toEqual([...hostile.slice(0, 5), "-1 -- not a comment"]);
    expect(await prisma.lead.count()).toBeGreaterThanOrEqual(0); // the table is still there

    // Rolled back on the decision, and on an error thrown while deciding: nothing of either is stored.
    const kept = await twoStepTransaction([db.insertInto("AppSecret").values({ name: "undecided", value: "x" })], () => ({
      commit: false,
      value: "rolled back",
    }));
    expect(kept).toBe("rolled back");
    // The caller does not wait for the rollback; its connection still goes back to the pool: more
    // rollbacks in a row than the pool has connections, then a commit whose value reads the second
    // batch's results (`finish`).
    for (let round = 0; round < 15; round += 1) {
      expect(await twoStepTransaction([db.insertInto("AppSecret").values({ name: "undecided", value: "x" })], () => ({ commit: false, value: round }))).toBe(
        round,
      );
    }
    const finished = await twoStepTransaction([db.selectFrom("AppSecret").select("name").where("name", "=", "hostile-4")], ([found]) => ({
      commit: true,
      then: [
        db
          .insertInto("AppSecret")
          .values({ name: "finished", value: String(found.rows.length) })
          .returning("value"),
      ],
      finish: ([inserted]) => inserted.rows[0]?.value,
    }));
    expect(finished).toBe("1");
    await db.deleteFrom("AppSecret").where("name", "=", "finished").execute();
    await expect(
      twoStepTransaction([db.insertInto("AppSecret").values({ name: "refused", value: "x" })], () => {
        throw new Error("over the limit");
      }),
    ).rejects.toThrow("over the limit");
    // A failing statement rolls back the whole batch, and the connection is usable afterwards.
    await expect(
      twoStepTransaction(
        [db.insertInto("AppSecret").values({ name: "half", value: "x" }), db.insertInto("AppSecret").values({ name: "hostile-0", value: "duplicate" })],
        () => ({ commit: true, value: null }),
      ),
    ).rejects.toThrow();
    expect(await db.selectFrom("AppSecret").select("name").where("name", "in", ["undecided", "refused", "half"]).execute()).toEqual([]);
    // The error thrown is the failing statement's own (not that of the statements behind it), and
    // a failure in the second batch undoes the first batch too, with or without a first batch.
    await expect(
      twoStepTransaction([db.insertInto("AppSecret").values({ name: "first-half", value: "x" })], () => ({
        commit: true,
        then: [
          db.insertInto("AppSecret").values({ name: "hostile-1", value: "duplicate" }),
          db.updateTable("AppSecret").set({ value: "changed" }).where("name", "=", "hostile-2"),
        ],
        value: null,
      })),
    ).rejects.toThrow(/unique/i);
    await expect(
      twoStepTransaction([], () => ({
        commit: true,
        then: [
          db.updateTable("AppSecret").set({ value: "changed" }).where("name", "=", "hostile-3"),
          db.insertInto("AppSecret").values({ name: "hostile-1", value: "duplicate" }),
        ],
        value: null,
      })),
    ).rejects.toThrow(/unique/i);
    expect(await db.selectFrom("AppSecret").select("name").where("name", "=", "first-half").execute()).toEqual([]);
    expect(
      (await db.selectFrom("AppSecret").select("value").where("name", "in", ["hostile-2", "hostile-3"]).orderBy("name").execute()).map((row) => row.value),
    ).toEqual(hostile.slice(2, 4));
    for (let round = 0; round < 12; round += 1) {
      await twoStepTransaction([db.selectFrom("AppSecret").select("name").where("name", "=", "hostile-1")], ([found]) => ({
        commit: true,
        value: found.rows.length,
      }));
    }
  });
});
