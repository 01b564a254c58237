/// A Swift tokenizer (no packages). Being written.
public enum SwiftTokenizer {}
