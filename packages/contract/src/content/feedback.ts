/** Content and messages (issue #12): the feedback slice's routes and shapes. */
export {};
