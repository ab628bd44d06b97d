/** Content and messages (issue #12): the notices slice's routes and shapes. */
export {};
