// Control characters are removed from everything a visitor sends, at the boundary (JSON bodies,
// form fields, file names, a PDF's or a text file's words): a NUL hides the rest of a text from
// some viewers, spreadsheets and exports while the whole stays stored, so what staff see would not
// be what is stored. Line breaks (CR LF and a lone CR become LF) and tabs are kept. Shared with
// the browser: no dependencies.

// C0 controls except tab (U+0009) and line feed (U+000A), DEL, and the C1 controls.
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
const ANY_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** The text with line breaks as LF and every other control character but tab removed. */
export function stripControls(text: string): string {
  if (!ANY_CONTROL.test(text)) return text;
  return text.replace(/\r\n?/g, "\n").replace(CONTROLS, "");
}
