import {
  caseStudyToForm,
  challengePreview,
  emptyCaseStudyForm,
  validateCaseStudyForm,
  withUploadedImage,
  type CaseStudyFormValues,
} from "@/lib/admin/case-study-form";
import { caseStudies } from "@/lib/content/case-studies";
import type { CaseStudy } from "@/lib/content/types";
import { IMAGE_MAX_BYTES, imageFileProblem } from "@/lib/uploads/image-limits";
import { caseStudyCreateSchema } from "@/lib/contracts/admin-requests";

const filled = (overrides: Partial<CaseStudyFormValues> = {}): CaseStudyFormValues => ({
  ...emptyCaseStudyForm(),
  title: "Night Market",
  client: "Night Market LA",
  industry: "Food & Beverage",
  challenge: "Weeknight crowds.",
  metricsPrimary: "3x attendance",
  ...overrides,
});

/** What the form sends, for a form that passes validation. */
function formToPayload(values: CaseStudyFormValues) {
  const result = validateCaseStudyForm(values, "create");
  if (!result.ok) throw new Error(`invalid form: ${JSON.stringify(result.errors)}`);
  return result.payload;
}

describe("challengePreview (the list's 150-character cut)", () => {
  it("keeps a short challenge as it is", () => {
    expect(challengePreview("Short.")).toBe("Short.");
    expect(challengePreview("x".repeat(150))).toBe("x".repeat(150));
  });

  it("cuts after 150 characters and adds an ellipsis", () => {
    const challenge = "a".repeat(149) + "bc" + "d".repeat(40);
    expect(challengePreview(challenge)).toBe("a".repeat(149) + "b…");
  });

  it("does not leave a space before the ellipsis", () => {
    expect(challengePreview("a".repeat(149) + " tail")).toBe("a".repeat(149) + "…");
  });
});

describe("caseStudyToForm and the payload the form sends", () => {
  it.each(caseStudies.map((study) => [study.id, study] as const))("%s survives a round trip unchanged", (_id, study) => {
    const { id, ...fields } = study;
    expect(id).toBeTruthy();
    expect(formToPayload(caseStudyToForm(study))).toEqual(fields);
  });

  it("reads both shapes of videos", () => {
    const withObject = caseStudies.find((study) => study.videos && !Array.isArray(study.videos)) as CaseStudy;
    const withList = caseStudies.find((study) => Array.isArray(study.videos)) as CaseStudy;
    expect(caseStudyToForm(withObject)).toMatchObject({ videosMode: "object", videoItems: [] });
    expect(caseStudyToForm(withObject).videoGallery.length).toBeGreaterThan(0);
    expect(caseStudyToForm(withList)).toMatchObject({ videosMode: "list", videoHero: "", videoGallery: [] });
    expect(caseStudyToForm({ ...withList, videos: null }).videosMode).toBe("none");
  });

  it("trims text, drops blank list rows and turns empty optional fields into null", () => {
    const payload = formToPayload(
      filled({
        title: "  Night Market  ",
        duration: "   ",
        strategy: "",
        execution: ["  Pop-ups ", "", "   "],
        tags: ["", "Food"],
        metricsSecondary: [" ", "2x reach"],
        videoUrl: " ",
      }),
    );
    expect(payload).toMatchObject({
      title: "Night Market",
      duration: null,
      strategy: null,
      execution: ["Pop-ups"],
      tags: ["Food"],
      metrics: { primary: "3x attendance", secondary: ["2x reach"] },
      videoUrl: null,
      quote: null,
      videos: null,
    });
  });

  it("sends the quote only when it has text or attribution", () => {
    expect(formToPayload(filled({ quoteText: " ", quoteAttribution: "" })).quote).toBeNull();
    expect(formToPayload(filled({ quoteText: "Great", quoteAttribution: " Dana " })).quote).toEqual({ text: "Great", attribution: "Dana" });
  });

  it("sends the videos in the shape chosen, ignoring the other shape's rows", () => {
    const values = filled({
      videoHero: "/media/a.mp4",
      videoGallery: ["/media/b.mp4", ""],
      videoItems: [
        { title: "Spot", url: "https://youtu.be/abcdefg", format: "vertical" },
        { title: "", url: "", format: "horizontal" },
      ],
    });
    expect(formToPayload({ ...values, videosMode: "object" }).videos).toEqual({ hero: "/media/a.mp4", gallery: ["/media/b.mp4"] });
    expect(formToPayload({ ...values, videosMode: "list" }).videos).toEqual([{ title: "Spot", url: "https://youtu.be/abcdefg", format: "vertical" }]);
    expect(formToPayload({ ...values, videosMode: "none" }).videos).toBeNull();
  });

  it("keeps the images, including a gallery with items removed", () => {
    const study = caseStudies[0];
    const values = caseStudyToForm(study);
    values.images = { ...values.images, gallery: values.images.gallery.slice(1) };
    expect(formToPayload(values).images.gallery).toEqual(study.images.gallery.slice(1));
  });
});

describe("validateCaseStudyForm", () => {
  it("accepts a complete form and returns what the API schema accepts", () => {
    const result = validateCaseStudyForm(filled(), "create");
    expect(result.ok).toBe(true);
    if (result.ok) expect(caseStudyCreateSchema.parse(result.payload)).toEqual(result.payload);
  });

  it("marks every missing required field", () => {
    const result = validateCaseStudyForm(emptyCaseStudyForm(), "create");
    expect(result).toEqual({
      ok: false,
      errors: { title: "Required", client: "Required", industry: "Required", challenge: "Required", metricsPrimary: "Required" },
    });
  });

  it("checks required fields when editing too", () => {
    const result = validateCaseStudyForm(filled({ title: "  " }), "edit");
    expect(result).toEqual({ ok: false, errors: { title: "Required" } });
  });

  it("asks for the other half of a half-filled quote", () => {
    expect(validateCaseStudyForm(filled({ quoteText: "Great work" }), "create")).toEqual({ ok: false, errors: { quoteAttribution: "Required" } });
    expect(validateCaseStudyForm(filled({ quoteAttribution: "Dana" }), "create")).toEqual({ ok: false, errors: { quoteText: "Required" } });
  });

  it("points a list error at the form row, counting the blank rows it dropped", () => {
    const result = validateCaseStudyForm(filled({ execution: ["", "ok", "x".repeat(601)] }), "create");
    expect(result).toEqual({ ok: false, errors: { "execution.2": "Must be 600 characters or fewer" } });
  });

  it("rejects a video URL that is neither a site path nor http(s)", () => {
    expect(validateCaseStudyForm(filled({ videoUrl: "ftp://x" }), "create")).toEqual({
      ok: false,
      errors: { videoUrl: "Must be a site path (/…) or an http(s) URL" },
    });
  });

  it("names the broken field in the {hero, gallery} shape", () => {
    const result = validateCaseStudyForm(filled({ videosMode: "object", videoHero: "", videoGallery: ["", "nope"] }), "create");
    expect(result).toEqual({
      ok: false,
      errors: { videoHero: "Required", "videoGallery.1": "Must be a site path (/…) or an http(s) URL" },
    });
  });

  it("names the broken field in the list shape", () => {
    const result = validateCaseStudyForm(
      filled({
        videosMode: "list",
        videoItems: [
          { title: "", url: "", format: "vertical" },
          { title: "", url: "/media/a.mp4", format: "vertical" },
          { title: "Spot", url: "youtube", format: "horizontal" },
        ],
      }),
      "edit",
    );
    expect(result).toEqual({
      ok: false,
      errors: { "videoItems.1.title": "Required", "videoItems.2.url": "Must be a site path (/…) or an http(s) URL" },
    });
  });

  it("limits the number of tags", () => {
    const result = validateCaseStudyForm(filled({ tags: Array.from({ length: 31 }, (_, index) => `tag ${index}`) }), "create");
    expect(result).toEqual({ ok: false, errors: { tags: "At most 30 items" } });
  });
});

describe("withUploadedImage", () => {
  it("replaces the thumbnail or hero and appends to the gallery, leaving typed fields alone", () => {
    const values = filled({ images: { thumbnail: "/old.png", hero: "", gallery: ["/a.png"] } });
    expect(withUploadedImage(values, "thumbnail", "/uploads/t.png").images).toEqual({ thumbnail: "/uploads/t.png", hero: "", gallery: ["/a.png"] });
    expect(withUploadedImage(values, "hero", "/uploads/h.png").images.hero).toBe("/uploads/h.png");
    const next = withUploadedImage(values, "gallery", "/uploads/g.png");
    expect(next.images.gallery).toEqual(["/a.png", "/uploads/g.png"]);
    expect(next.title).toBe("Night Market");
    expect(values.images.gallery).toEqual(["/a.png"]);
  });
});

describe("imageFileProblem (the client-side check before an upload)", () => {
  it.each([
    ["a.jpg", "image/jpeg"],
    ["a.JPEG", "image/jpeg"],
    ["a.png", "image/png"],
    ["a.gif", "image/gif"],
    ["a.webp", "image/webp"],
    ["a.webp", ""],
  ])("accepts %s (%s)", (name, type) => {
    expect(imageFileProblem({ name, type, size: 1000 })).toBeNull();
  });

  it.each([
    ["a.svg", "image/svg+xml"],
    ["a.pdf", "application/pdf"],
    ["a.bmp", ""],
    ["noextension", ""],
  ])("refuses %s (%s)", (name, type) => {
    expect(imageFileProblem({ name, type, size: 1000 })).toBe("Please choose a JPEG, PNG, GIF or WebP image");
  });

  it("refuses an image over the server's limit and an empty file", () => {
    expect(imageFileProblem({ name: "a.png", type: "image/png", size: IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem({ name: "a.png", type: "image/png", size: IMAGE_MAX_BYTES + 1 })).toBe("The image must be 8MB or smaller.");
    expect(imageFileProblem({ name: "a.png", type: "image/png", size: 0 })).toBe("The image file is empty");
  });
});
