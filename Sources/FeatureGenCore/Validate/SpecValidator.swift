/// Stage 2: validate a `Node` tree into a `Feature`. Being written.
public enum SpecValidator {}
