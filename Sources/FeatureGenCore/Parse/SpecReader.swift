/// Stage 1: read a spec file (YAML subset or JSON) into a `Node` tree. Being written.
public enum SpecReader {}
