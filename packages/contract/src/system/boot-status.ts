/**
 * The id of the JSON data block in which the app shell carries the visitor's status answer (the
 * permission call's envelope): the server writes it, the web app takes it out of the page.
 */
export const bootStatusBlockId = 'boot-status';
