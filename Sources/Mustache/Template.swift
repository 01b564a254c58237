/// A Mustache template. Being written.
public enum MustachePlaceholder {}
