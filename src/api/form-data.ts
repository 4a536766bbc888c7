type FormValue = string | number | boolean | Blob | null | undefined | readonly (string | number | boolean)[];

/**
 * Multipart body as the API takes it: arrays as repeated fields, null and
 * undefined values left out, booleans as "true"/"false".
 */
export function toFormData(values: Record<string, FormValue>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) data.append(key, value, value instanceof File ? value.name : key);
    else if (Array.isArray(value)) value.forEach((item) => data.append(key, String(item)));
    else data.append(key, String(value));
  }
  return data;
}
