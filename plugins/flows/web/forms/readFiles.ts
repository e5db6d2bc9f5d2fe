/** Reads files to data URLs, named by `nameOf` (a folder upload keeps the relative path). */
export function readFiles(
  files: readonly File[],
  nameOf: (file: File) => string,
): Promise<{ dataUrl: string; name: string }[]> {
  return Promise.all(
    files.map(
      (file) =>
        new Promise<{ dataUrl: string; name: string }>((resolve, reject) => {
          const reader = new FileReader();
          reader.onload = () => resolve({ dataUrl: String(reader.result), name: nameOf(file) });
          reader.onerror = () => reject(reader.error ?? new Error(`Could not read ${file.name}`));
          reader.readAsDataURL(file);
        }),
    ),
  );
}
