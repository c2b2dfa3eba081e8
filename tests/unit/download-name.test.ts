import { DOWNLOAD_NAME_MAX_LENGTH, downloadName } from "@/lib/storage/download-name";

const resume = (originalName: string, mimeType = "text/plain; charset=utf-8") =>
  downloadName({ originalName, mimeType, storageKey: "resumes/2026/11/0b5c2f6e-1c1f-4c41-9a5e-6f1b0d8a2c3e.txt" });

describe("downloadName", () => {
  it("takes the extension from the stored (sniffed) type, never from the visitor's name", () => {
    expect(resume("cv.html")).toBe("cv.txt");
    expect(resume("cv.html", "application/pdf")).toBe("cv.pdf");
    expect(resume("portfolio.exe", "application/pdf")).toBe("portfolio.pdf");
    expect(resume("Jordan Reyes")).toBe("Jordan Reyes.txt");
    expect(resume("archive.tar.gz", "application/pdf")).toBe("archive.tar.pdf");
    expect(downloadName({ originalName: "hero.svg", mimeType: "image/png", storageKey: "case-studies/2026/11/x.png" })).toBe("hero.png");
    expect(downloadName({ originalName: "hero", mimeType: "image/jpeg", storageKey: "case-studies/2026/11/x.jpg" })).toBe("hero.jpg");
    expect(downloadName({ originalName: "hero", mimeType: "image/webp", storageKey: "case-studies/2026/11/x.webp" })).toBe("hero.webp");
    expect(resume("weird", "application/x-unknown")).toBe("weird.bin");
  });

  it("removes control characters (C0, C1, DEL) and bidi or other format characters", () => {
    expect(resume("cv\u202Elmth.pdf", "application/pdf")).toBe("cvlmth.pdf");
    expect(resume("a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg.pdf", "application/pdf")).toBe("abcdefg.pdf");
    expect(resume("\u200E\u200Fx\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u061C\uFEFF\u200By\u00AD")).toBe("xy.txt");
    expect(resume("line\u2028break\r\nname")).toBe("linebreakname.txt");
    expect(resume("half \uD800 surrogate")).toBe("half surrogate.txt");
  });

  it("keeps only the last path segment and removes characters file systems refuse", () => {
    expect(resume("../../etc/passwd")).toBe("passwd.txt");
    expect(resume("..\\..\\boot.ini")).toBe("boot.txt");
    expect(resume('a:b*c?d"e<f>g|h')).toBe("abcdefgh.txt");
  });

  it("caps the length, keeping whole characters", () => {
    const name = resume(`${"é".repeat(150)}😀.txt`);
    expect(name).toBe(`${"é".repeat(DOWNLOAD_NAME_MAX_LENGTH)}.txt`);
    const emoji = resume(`${"😀".repeat(150)}.txt`);
    expect(Array.from(emoji)).toHaveLength(DOWNLOAD_NAME_MAX_LENGTH + 4);
    expect(emoji).not.toMatch(/[\uD800-\uDFFF](?![\uDC00-\uDFFF])/u);
  });

  it("falls back to a name for the kind of file when nothing is left", () => {
    expect(resume("\u202E\u0000")).toBe("resume.txt");
    expect(resume("")).toBe("resume.txt");
    expect(resume(" . / \\ ")).toBe("resume.txt");
    expect(downloadName({ originalName: "///", mimeType: "application/pdf", storageKey: "contact/2026/11/x.pdf" })).toBe("attachment.pdf");
    expect(downloadName({ originalName: "", mimeType: "image/gif", storageKey: "case-studies/2026/11/x.gif" })).toBe("image.gif");
  });
});
