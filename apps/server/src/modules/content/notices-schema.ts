/** Tables of the content module's notices slice (issue #12). */
export {};
