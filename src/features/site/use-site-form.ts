import { useState, type FormEvent } from 'react';
import type { SendingOutcome } from '@/features/site/form-sending';

/**
 * A public form's state: its values, each field's error and the sentence for the rest, whether it
 * is sending and whether it was sent. `send` gets the values and the form element (for its files)
 * and loads its own sender, so the API client comes only when the visitor sends; `unsent` is what
 * the visitor is told when even that fails.
 * Without JavaScript (or before the page is taken over) the form posts to nowhere it is kept, never
 * putting what was typed into the address.
 */
export function useSiteForm<V extends object>(
  initial: V,
  send: (values: V, form: HTMLFormElement) => Promise<SendingOutcome>,
  unsent: string,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const set = <K extends keyof V>(field: K, value: V[K]) => setValues((current) => ({ ...current, [field]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    // The sender's code may fail to load (offline, or a new version replaced it): said, never a spinner for ever.
    const outcome = await send(values, event.currentTarget).catch((): SendingOutcome => ({ sent: false, fields: {}, problem: unsent }));
    setSending(false);
    if (outcome.sent) {
      setSent(true);
      return;
    }
    setErrors(outcome.fields);
    setProblem(outcome.problem);
  }

  return { values, set, errors, problem, sending, sent, submit: (event: FormEvent<HTMLFormElement>) => void submit(event) };
}
