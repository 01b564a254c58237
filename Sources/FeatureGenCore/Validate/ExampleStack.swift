/// The screens on a feature's stack as an example's steps go, bottom first, each with the ID TCA's test
/// store gives it (the `given` stack 0…n−1, then each push the next). Validation walks it to see what
/// each step opens and closes; the test plan, to know what a `detail.dismiss` step pops.
struct ExampleStack {
    struct Screen: Equatable {
        var id: Int
        var destination: String
    }

    private(set) var screens: [Screen]
    private var nextID: Int

    init(given destinations: [String]) {
        screens = destinations.enumerated().map { Screen(id: $0.offset, destination: $0.element) }
        nextID = screens.count
    }

    func isOpen(_ destination: String) -> Bool {
        screens.contains { $0.destination == destination }
    }

    /// The system pops `destination` (the back button): its last screen and every screen above it.
    /// Empty when it is not open.
    @discardableResult
    mutating func pop(_ destination: String) -> [Screen] {
        guard let index = screens.lastIndex(where: { $0.destination == destination }) else { return [] }
        defer { screens.removeSubrange(index...) }
        return Array(screens[index...])
    }

    /// One message: it closes the destinations it names, then pushes the one it opens.
    mutating func send(_ message: Message) -> (closed: [Screen], opened: Screen?) {
        let closed = screens.filter { screen in message.closes.contains { $0.destination == screen.destination } }
        screens.removeAll { closed.contains($0) }
        guard let opening = message.opens else { return (closed, nil) }
        let opened = Screen(id: nextID, destination: opening.destination)
        screens.append(opened)
        nextID += 1
        return (closed, opened)
    }

    /// What step `index` sends, in order: its message, then each result the example's answers lead to
    /// (`results`: one list per step, as `ExampleFlow` gives them).
    static func messages(step index: Int, _ message: String, results: [[String]], of feature: Feature) -> [Message] {
        let messages = feature.actions + feature.results
        let names = [message] + (index < results.count ? results[index] : [])
        return names.compactMap { name in messages.first { $0.name == name } }
    }
}
