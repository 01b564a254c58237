/// Stage 4: render templates. Being written.
public enum TemplateSet {}
