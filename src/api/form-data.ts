type FormValue = string | number | boolean | Blob | null | undefined | readonly (string | number | boolean | Blob)[];

/**
 * Multipart body as the API takes it: arrays as repeated fields, null and
 * undefined values left out, booleans as "true"/"false".
 */
export function toFormData(values: Record<string, FormValue>): FormData {
  const data = new FormData();
  const append = (key: string, value: string | number | boolean | Blob) => {
    if (value instanceof Blob) data.append(key, value, value instanceof File ? value.name : key);
    else data.append(key, String(value));
  };
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((item: string | number | boolean | Blob) => append(key, item));
    else append(key, value as string | number | boolean | Blob);
  }
  return data;
}
