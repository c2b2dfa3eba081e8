import { coverOf } from "@/lib/concierge/coverage";
import { stem, textMemo } from "@/lib/reading/text";

describe("the memo of what a text reads as", () => {
  it("gives back what was set, and starts over past its bound in characters", () => {
    const memo = textMemo<number>(100);
    memo.set("a".repeat(40), 1);
    memo.set("b".repeat(40), 2);
    expect(memo.get("a".repeat(40))).toBe(1);
    expect(memo.size).toBe(2);
    // 120 characters would be kept: it starts over with the new one only.
    memo.set("c".repeat(40), 3);
    expect(memo.size).toBe(1);
    expect(memo.get("a".repeat(40))).toBeUndefined();
    expect(memo.get("c".repeat(40))).toBe(3);
  });

  it("keeps no more than its bound whatever visitors send", () => {
    const memo = textMemo<boolean>(10_000);
    for (let index = 0; index < 5_000; index += 1) memo.set(`junk question number ${index} ${"x".repeat(50)}`, true);
    expect(memo.size).toBeLessThanOrEqual(10_000 / 50);
  });

  it("answers as the function it remembers: the same stems and concepts the second time", () => {
    expect(stem("campaigns")).toBe(stem("campaigns"));
    expect(stem("campaigns")).toBe("campaign");
    const text = "Spring concert attendance rose from 280 to 1,150";
    const first = coverOf(text);
    // A caller may add to the set it gets: the next reading of the text is not changed by that.
    first.add("zzz");
    expect(coverOf(text).has("zzz")).toBe(false);
    expect([...coverOf(text)].sort()).toEqual([...first].filter((said) => said !== "zzz").sort());
  });
});
