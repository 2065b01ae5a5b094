/** What a form that asks for a mailed link (reset, confirmation) shows after posting: an error or a neutral notice. */
export interface EmailLinkState {
  error: string | null;
  done: string | null;
  email: string;
}
