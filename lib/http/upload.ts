// Browser uploads with real progress (bytes sent / total), which fetch cannot report.

export type UploadResult<T> = { ok: boolean; status: number; statusText: string; body: T | null };

export function uploadWithProgress<T>(url: string, form: FormData, onProgress?: (fraction: number) => void): Promise<UploadResult<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.responseType = "text";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: T | null = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as T) : null;
      } catch {
        body = null;
      }
      onProgress?.(1);
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, statusText: xhr.statusText, body });
    };
    xhr.onerror = () => reject(new Error("Network error: the upload did not reach the server"));
    xhr.onabort = () => reject(new Error("The upload was cancelled"));
    xhr.send(form);
  });
}
