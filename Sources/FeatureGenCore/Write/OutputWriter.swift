/// Stage 5: write a `FilePlan` safely. Being written.
public enum OutputWriter {}
