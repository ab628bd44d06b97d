/** Content and messages (issue #12): the messages slice's routes and shapes. */
export {};
