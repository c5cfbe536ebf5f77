/**
 * The shape every language's words must have, read from the English words: each text becomes any
 * text, each phrase a function of the same arguments, each list a list of the same kind. A words
 * file declares its English words as a plain object and its type as `WordsOf<typeof en>`; the other
 * languages are checked against that type, never against a hand-written copy of it.
 */
export type WordsOf<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => WordsOf<R>
    : T extends readonly (infer U)[]
      ? readonly WordsOf<U>[]
      : T extends object
        ? { [K in keyof T]: WordsOf<T[K]> }
        : T;
