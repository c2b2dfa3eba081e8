import { slugify } from "@/lib/slug";

describe("slugify (the case-study id rule)", () => {
  it.each([
    ["IMAX", "imax"],
    ["Harbor & Hill Credit Union", "harbor-hill-credit-union"],
    ["  Velo Electric: Ride the City!  ", "velo-electric-ride-the-city"],
    ["--Leading and trailing--", "leading-and-trailing"],
    ["Summer '25 — Menu", "summer-25-menu"],
    ["Café Olé", "caf-ol"],
    ["already-a-slug", "already-a-slug"],
    ["Multiple   spaces___and///slashes", "multiple-spaces-and-slashes"],
    ["100% Real", "100-real"],
    ["!!!", ""],
  ])("%s -> %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });
});
