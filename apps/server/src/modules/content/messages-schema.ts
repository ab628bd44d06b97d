/** Tables of the content module's messages slice (issue #12). */
export {};
