/** Tables of the content module's feedback slice (issue #12). */
export {};
