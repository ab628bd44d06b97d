/** Content and messages (issue #12): the live slice's routes and shapes. */
export {};
