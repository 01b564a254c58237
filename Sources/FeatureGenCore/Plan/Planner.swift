/// Stage 3: plan the files of a run. Being written.
public enum Planner {}
