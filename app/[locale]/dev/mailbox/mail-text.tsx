/** A mail's plain text with its web links clickable (activation and reset links are what the mailbox is for). */
export function MailText({ text, className }: { text: string; className?: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <pre className={className} data-testid="mail-text">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} rel="noreferrer">
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </pre>
  );
}
