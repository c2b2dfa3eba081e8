import { stripControls } from "@/lib/http/controls";
import { parseJsonText } from "@/lib/http/body";

describe("stripControls", () => {
  it("removes C0 and C1 controls and DEL, keeps tab and newline, and makes CR LF and CR a newline", () => {
    expect(stripControls("a\u0000b\u0007c\u001bd\u007fe\u0085f\u009fg")).toBe("abcdefg");
    expect(stripControls("one\r\ntwo\rthree\nfour\tfive")).toBe("one\ntwo\nthree\nfour\tfive");
    expect(stripControls("plain text, é ü 日本 \u202Eoverride")).toBe("plain text, é ü 日本 \u202Eoverride");
  });

  it("is applied to every string and key of a JSON body, escaped or raw", () => {
    expect(parseJsonText('{"name":"Nu\\u0000ll","k\\u0001ey":["a\\rb","c\\bd\\f"],"raw":"x\u007fy\u0090z"}')).toEqual({
      name: "Null",
      key: ["a\nb", "cd"],
      raw: "xyz",
    });
  });
});
