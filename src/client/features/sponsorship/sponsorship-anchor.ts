/** The id of the application form's section on /sponsorship (the instructions lead there). */
export const SPONSORSHIP_FORM_ID = 'sponsorship-apply';
