/// Prototype SwiftUI views → feature specs. Being written.
public enum Extractor {}
