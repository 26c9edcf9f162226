/** A mail as the services hand it to the mail port. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}
