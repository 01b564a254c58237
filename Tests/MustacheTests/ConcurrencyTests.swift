import Mustache
import Testing

@Suite("Mustache concurrency")
struct ConcurrencyTests {
    /// Templates are immutable `Sendable` values: many tasks may render one parse at once.
    @Test func oneTemplateRendersConcurrentlyFromManyTasks() async throws {
        let template = try MustacheTemplate("{{#items}}{{>row}}{{/items}}")
        let partials = ["row": try MustacheTemplate("  case {{name}}\n")]
        let results = await withTaskGroup(of: (Int, String).self) { group in
            for task in 0..<16 {
                group.addTask {
                    let items = MustacheValue.array((0..<50).map { .object(["name": .string("c\(task)_\($0)")]) })
                    return (task, template.render(["items": items], partials: partials))
                }
            }
            var collected: [Int: String] = [:]
            for await (task, output) in group { collected[task] = output }
            return collected
        }
        #expect(results.count == 16)
        for (task, output) in results {
            #expect(output == (0..<50).map { "  case c\(task)_\($0)\n" }.joined())
        }
    }
}
