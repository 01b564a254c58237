/// `@State` properties that hold something other than data: a view model object, a task handle, a
/// timer or publisher, a UIKit object. They cannot move into a value-type feature state as they are;
/// each gets a `# review:` line that names it and says what to do instead.
struct NonStateTypes {
    let types: TypeTable

    /// UIKit and AppKit names that are plain values, not objects.
    static let valueTypes: Set<String> = [
        "NSRange", "NSRect", "NSPoint", "NSSize", "NSEdgeInsets", "NSDirectionalEdgeInsets", "UIEdgeInsets",
        "NSDirectionalRectEdge", "UIOffset", "NSDecimal", "NSNotFound",
    ]

    /// Endings of names that are objects in practice (`ProfileViewModel`, `CartStore`, `LocationManager`).
    static let objectSuffixes = [
        "ViewModel", "Store", "Manager", "Controller", "Coordinator", "Service", "Client", "Router", "Provider",
        "Loader", "Monitor", "Engine", "Presenter", "Formatter",
    ]

    /// Objects of other Apple frameworks that prototypes keep in `@State`.
    static let frameworkObjects: Set<String> = [
        "AVPlayer", "AVQueuePlayer", "AVAudioPlayer", "AVAudioRecorder", "AVAudioEngine", "AVCaptureSession",
        "SKScene", "SCNScene", "ARSession", "WKWebView", "CLGeocoder", "MKLocalSearch", "PHImageManager",
        "JSONDecoder", "JSONEncoder", "URLSession", "FileManager", "NotificationCenter", "UserDefaults",
        "OperationQueue", "DispatchQueue", "DispatchWorkItem", "NSObject", "Bundle",
    ]

    /// Why the property cannot be feature state, or nil when it can.
    /// `type` is the declared or inferred type; `value` the initial value as written.
    func reason(type: String?, value: String?) -> String? {
        let typeName = type.map(Self.baseName) ?? ""
        let valueName = value.map(Self.baseName) ?? ""
        let typeText = type ?? ""
        let valueText = value ?? ""
        if typeText.contains("->") {
            return "a function, not data (state is `Equatable` and `Sendable`): keep it in the view, or let the parent pass it in"
        }
        if typeName == "Task" || valueName == "Task" || valueText.hasPrefix("Task.detached") {
            return "a task handle: the store runs and cancels effects (`cancel:` on an action), so it is not state; "
                + "drop it and let an action start the effect"
        }
        if typeName == "Timer" || valueName == "Timer" || typeText.contains("Publisher") || typeText.contains("Cancellable")
            || typeText.contains("PassthroughSubject") || typeText.contains("CurrentValueSubject") || valueText.contains(".publish(") || valueText.contains(".autoconnect()")
        {
            return "a timer or publisher: not state; make each tick or value an effect that sends a result action"
        }
        // Only a value that makes the type itself names it: `Storage.shared.size` is the size, not a `Storage`.
        let name = typeName.isEmpty ? Self.constructedType(valueText) ?? "" : typeName
        guard !name.isEmpty, let first = name.first, first.isUppercase else { return nil }
        if let entry = types.entries[name] {
            guard entry.kind == "class" || entry.kind == "actor" else { return nil }
            return "`\(name)` is \(entry.kind == "actor" ? "an" : "a") \(entry.kind) (a reference type): move the data it holds into this spec's fields "
                + "and its async work into effects, or keep it out of the feature"
        }
        if Self.isPlatformObject(name) {
            return "`\(name)` is a UIKit/AppKit (framework) object: keep it in the view (or a service) and put plain data "
                + "(an id, `Data`, a value) in the state instead"
        }
        if valueText.hasSuffix(".shared") || Self.objectSuffixes.contains(where: { name.hasSuffix($0) && name != $0 }) {
            return "`\(name)` looks like an object (a reference type), not data: move the data it holds into this "
                + "spec's fields and its async work into effects, or keep it out of the feature"
        }
        return nil
    }

    /// `UIImage`, `NSWindow`, `AVPlayer`: UIKit and AppKit classes (their value types excepted), other
    /// framework objects.
    static func isPlatformObject(_ name: String) -> Bool {
        if frameworkObjects.contains(name) { return true }
        guard name.hasPrefix("UI") || name.hasPrefix("NS"), name.count > 2 else { return false }
        let third = name[name.index(name.startIndex, offsetBy: 2)]
        return third.isUppercase && !valueTypes.contains(name)
    }

    /// `Model()`, `Model<T>(…)`, `Model.shared`, `Model.init(…)` → `Model`; nil for any other value.
    static func constructedType(_ value: String) -> String? {
        let name = baseName(value)
        let rest = value.dropFirst(name.count)
        guard !name.isEmpty, rest.hasPrefix("(") || rest.hasPrefix("<") || rest == ".shared" || rest.hasPrefix(".init(")
        else { return nil }
        return name
    }

    /// `Task<Void, Never>?` → `Task`, `Timer.publish(every: 1)` → `Timer`, `[Item]` → ``.
    static func baseName(_ text: String) -> String {
        String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
