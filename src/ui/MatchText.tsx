import type { MatchPart } from '@/api/contract/lato-ai';

/** The words a search found in a text, each once, as the text writes them: what to highlight where it is shown whole. */
export const hitWords = (parts: readonly MatchPart[]): string[] => [
  ...new Set(parts.filter((part) => part.hit).map((part) => part.text.trim())),
];

/** A piece of text a search found, its matching words marked. */
export function MatchText({ parts }: { parts: readonly MatchPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.hit ? (
          // The light variant's own text colour: readable on its background in either scheme.
          <mark
            key={index}
            style={{ background: 'var(--mantine-color-yellow-light)', color: 'var(--mantine-color-yellow-light-color)', padding: 0 }}
          >
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
