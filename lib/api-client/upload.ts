import { decode, HttpError, type Decoder } from "./client";

// Browser uploads with real progress (bytes sent / total), which fetch cannot report: the API
// client's cookies, errors and decoding over XMLHttpRequest. Apart from client.ts, so the pages
// that never upload (the home page's first load) do not carry it.

/** POSTs a form, reporting progress, and decodes the answer; throws HttpError on a non-OK status. */
export function apiUpload<T>(url: string, form: FormData, decoder: Decoder<T>, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress?.(1);
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      try {
        resolve(decode(decoder, JSON.parse(xhr.responseText), url));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new Error("Network error: the upload did not reach the server"));
    xhr.onabort = () => reject(new Error("The upload was cancelled"));
    xhr.send(form);
  });
}
