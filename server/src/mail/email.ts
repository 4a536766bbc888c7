/** An e-mail as the app writes it: plain text to one person. */
export interface Email {
  to: string;
  subject: string;
  text: string;
}
