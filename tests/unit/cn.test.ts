import { cn } from "@/components/ui/cn";

describe("cn", () => {
  it("joins the parts with one space, in order", () => {
    expect(cn("a", "b c", "d")).toBe("a b c d");
  });

  it("leaves out false, null, undefined and empty parts wherever they stand", () => {
    expect(cn(false, "a", null, "", undefined, "b", false)).toBe("a b");
    const open = false;
    expect(cn("menu", open && "is-open")).toBe("menu");
    expect(cn("menu", !open && "is-closed")).toBe("menu is-closed");
  });

  it("is empty when no part is given or none is truthy", () => {
    expect(cn()).toBe("");
    expect(cn(undefined, null, false, "")).toBe("");
  });
});
