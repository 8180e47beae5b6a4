import AyahWords

// The reader's words, the one JSON form and the content fingerprint live in
// AyahWords, which every surface imports without the engine; AyahKit is a
// library product, so their public names stay reachable from it as they were.

/// ``AyahWords/ReaderWords``: the words around a verse in one language.
public typealias ReaderWords = AyahWords.ReaderWords
/// ``AyahWords/ReadingText``: a reading written for people, in English.
public typealias ReadingText = AyahWords.ReadingText
/// ``AyahWords/JSONOutput``: the one JSON form everything prints, writes and serves.
public typealias JSONOutput = AyahWords.JSONOutput
/// ``AyahWords/ContentHash``: a 128-bit fingerprint of bytes (ETags, export identity).
public typealias ContentHash = AyahWords.ContentHash
