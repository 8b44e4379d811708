// What the rest of the server may use of this module; its other files are its own.
export { createMailer } from './createMailer';
export { sendInBackground } from './mailer';
export type { MailLog, Mailer } from './mailer';
export { passwordChangedMail, resetPasswordMail, verifyEmailMail } from './templates';
