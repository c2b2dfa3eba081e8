import { CSV_BOM, csvCell, csvResponse, csvRow, type CsvValue } from "@/lib/leads/csv";

// CSV that spreadsheets read back exactly (RFC 4180) and never run as formulas.

/** A minimal RFC 4180 reader, to check that what was written reads back as the same cells. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[index + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      index += 1;
    } else cell += char;
  }
  return rows;
}

describe("csvCell", () => {
  it("quotes fields holding a comma, a semicolon, a quote, CR or LF, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    // Spreadsheets that split on ";" would otherwise start a cell with "=".
    expect(csvCell("note;=cmd|' /C calc'!A0")).toBe("\"note;=cmd|' /C calc'!A0\"");
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell("carriage\rreturn")).toBe('"carriage\rreturn"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(42)).toBe("42");
  });

  it.each(['=HYPERLINK("http://evil","x")', "+1+1", "-2+3", "@SUM(A1)", "\tleading tab", "\rleading CR"])(
    "prefixes %j with a quote so no spreadsheet runs it",
    (value) => {
      const [[read]] = parseCsv(csvRow([value]));
      expect(read).toBe(`'${value}`);
    },
  );

  it("leaves numbers alone (a negative number is data, not a formula)", () => {
    expect(csvCell(-5)).toBe("-5");
  });

  it("writes rows that read back cell for cell", () => {
    const cells: CsvValue[] = ["Ana, Ruiz", 'She said "$15k/month"', "two\r\nlines", "=cmd|' /C calc'!A0", "", "é ü 日本"];
    const [read] = parseCsv(csvRow(cells));
    expect(read).toEqual(["Ana, Ruiz", 'She said "$15k/month"', "two\r\nlines", "'=cmd|' /C calc'!A0", "", "é ü 日本"]);
  });
});

describe("csvResponse", () => {
  it("streams a BOM, the header, then each page, as a UTF-8 CSV attachment", async () => {
    let pulled = 0;
    async function* pages(): AsyncGenerator<CsvValue[][]> {
      for (let page = 0; page < 3; page += 1) {
        pulled += 1;
        yield [[`row ${page}`, page]];
      }
    }
    const response = csvResponse("leads.csv", ["name", "n"], pages());
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="leads.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(text.slice(1))).toEqual([
      ["name", "n"],
      ["row 0", "0"],
      ["row 1", "1"],
      ["row 2", "2"],
    ]);
    expect(pulled).toBe(3);
  });
});
